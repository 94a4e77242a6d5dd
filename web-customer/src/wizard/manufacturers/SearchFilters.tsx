import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { RequestDetails } from '@pcbm/domain/draft/order-draft';
import { CERTIFICATES, ORDER_TYPES, SERVICES, type Service } from '@pcbm/domain/ordering/vocabulary';
import { useTranslation } from 'react-i18next';
import { certificateName } from '@pcbm/web-kit/vocabulary/certificates';

export const SORTS = ['MOST_RELEVANT', 'MOST_OPTIONAL_SERVICES', 'NEAREST_FACTORY', 'NEAREST_HEADQUARTERS'] as const;
export type Sort = (typeof SORTS)[number];

export interface SearchFiltersProps {
  readonly details: RequestDetails;
  readonly onDetails: (change: Partial<RequestDetails>) => void;
  readonly sort: Sort;
  readonly onSort: (sort: Sort) => void;
  readonly doubleSidedSMT: boolean;
  readonly onDoubleSidedSMT: (on: boolean) => void;
}

/** What the search asks for: sort order, order type, services, certificates; changes are kept in the request. */
export function SearchFilters({ details, onDetails, sort, onSort, doubleSidedSMT, onDoubleSidedSMT }: SearchFiltersProps) {
  const { t } = useTranslation('manufacturers');
  const { t: tp } = useTranslation('production');
  const serviceName = (service: Service) => tp(`common:vocabulary.service.${service}`);
  const services = (kind: 'requiredOperations' | 'optionalOperations', other: 'requiredOperations' | 'optionalOperations') => (
    <Autocomplete
      multiple
      size="small"
      id={`filter-${kind}`}
      options={SERVICES}
      value={details[kind]}
      getOptionLabel={serviceName}
      noOptionsText={tp('noResults')}
      onChange={(_, chosen) => onDetails({ [kind]: chosen, [other]: details[other].filter((s) => !chosen.includes(s)) })}
      renderInput={(params) => <TextField {...params} label={t(`filters.${kind}`)} />}
      sx={{ minWidth: 280, flex: 1 }}
    />
  );
  return (
    <Stack spacing={2} component="section" aria-label={t('filters.title')}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select id="manufacturers-sort" size="small" label={t('sort.label')} value={sort} onChange={(event) => onSort(event.target.value as Sort)} sx={{ minWidth: 240 }}>
          {SORTS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`sort.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="manufacturers-type"
          size="small"
          label={tp('fields.type')}
          value={details.type}
          onChange={(event) => onDetails({ type: event.target.value as RequestDetails['type'] })}
          sx={{ minWidth: 160 }}
        >
          {ORDER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {tp(`common:vocabulary.orderType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={doubleSidedSMT} onChange={(event) => onDoubleSidedSMT(event.target.checked)} />} label={t('doubleSidedSMT')} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {services('requiredOperations', 'optionalOperations')}
        {services('optionalOperations', 'requiredOperations')}
      </Stack>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('certificates')}</FormLabel>
        <FormGroup row>
          {CERTIFICATES.map((certificate) => {
            const on = details.certificates.includes(certificate);
            return (
              <FormControlLabel
                key={certificate}
                label={certificateName(certificate)}
                control={<Checkbox size="small" checked={on} onChange={() => onDetails({ certificates: on ? details.certificates.filter((c) => c !== certificate) : [...details.certificates, certificate] })} />}
              />
            );
          })}
        </FormGroup>
      </FormControl>
    </Stack>
  );
}
