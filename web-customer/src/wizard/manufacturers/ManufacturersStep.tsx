import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_PRODUCERS_PER_REQUEST, CERTIFICATES, ORDER_TYPES } from '@pcbm/domain/ordering/vocabulary';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { StepProps } from '../step-props';
import { ManufacturerInfoDialog } from './ManufacturerInfoDialog';
import { CapabilitySearch, type MatchingNote } from './manufacturer-queries';
import { capabilitySearchOf, shippingAddressOf } from './search-input';
import { useSites } from './use-sites';

const ProducerMap = lazy(() => import('./map/ProducerMap').then((m) => ({ default: m.ProducerMap })));
const SORTS = ['MOST_RELEVANT', 'MOST_OPTIONAL_SERVICES', 'NEAREST_FACTORY', 'NEAREST_HEADQUARTERS'] as const;
type Sort = (typeof SORTS)[number];

export interface ManufacturersStepProps extends StepProps {
  /** A white-label shop's producer, fixed: the customer does not choose. */
  readonly whiteLabel?: { readonly manufacturerId: string; readonly name: string } | null;
}

function NoteText({ note }: { readonly note: MatchingNote }) {
  const { t } = useTranslation('manufacturers');
  const parts = note.parts.map((part) => `${part.designators.join(', ')}${part.mpn ? ` (${part.mpn})` : ''}`).join('; ');
  return (
    <>
      {t(`notes.${note.code}`, { defaultValue: note.message })}
      {parts && `: ${parts}`}
    </>
  );
}

/** Step 6: producers that can build the board, as a list and on a map; one to three are chosen. */
export function ManufacturersStep({ draft, update, whiteLabel }: ManufacturersStepProps) {
  const { t } = useTranslation('manufacturers');
  const { t: tp } = useTranslation('production');
  const [sort, setSort] = useState<Sort>('MOST_RELEVANT');
  const [doubleSidedSMT, setDoubleSidedSMT] = useState(false);
  const [refused, setRefused] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const searchInput = useMemo(() => capabilitySearchOf(draft, doubleSidedSMT), [draft.board, draft.bom, draft.requestDetails, draft.stackup, doubleSidedSMT]);
  const shippingAddress = useMemo(() => shippingAddressOf(draft), [draft.shippingAddress]);
  const [result] = useQuery({ query: CapabilitySearch, variables: { searchInput, shippingAddress, sort }, pause: Boolean(whiteLabel) });
  const manufacturers = useMemo(() => result.data?.fetchCapabilitySearch.manufacturers ?? [], [result.data]);
  const sites = useSites(manufacturers);
  const chosen = new Set(draft.selectedManufacturers);

  const toggle = (id: string) => {
    if (chosen.has(id)) {
      setRefused(false);
      update((current) => ({ ...current, selectedManufacturers: current.selectedManufacturers.filter((m) => m !== id) }));
    } else if (chosen.size >= MAX_PRODUCERS_PER_REQUEST) setRefused(true);
    else update((current) => ({ ...current, selectedManufacturers: [...current.selectedManufacturers, id] }));
  };
  const setDetails = (change: Partial<typeof draft.requestDetails>) => update((current) => ({ ...current, requestDetails: { ...current.requestDetails, ...change } }));

  if (whiteLabel) {
    return (
      <Alert severity="info" icon={false}>
        <Typography>{t('whiteLabel', { name: whiteLabel.name })}</Typography>
      </Alert>
    );
  }
  const km = (value: number | null | undefined) => (value == null ? '–' : `${Math.round(value).toLocaleString()} km`);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label={t('sort.label')} value={sort} onChange={(event) => setSort(event.target.value as Sort)} sx={{ minWidth: 240 }}>
          {SORTS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`sort.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={tp('fields.type')} value={draft.requestDetails.type} onChange={(event) => setDetails({ type: event.target.value as (typeof ORDER_TYPES)[number] })} sx={{ minWidth: 160 }}>
          {ORDER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {tp(`types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={doubleSidedSMT} onChange={(event) => setDoubleSidedSMT(event.target.checked)} />} label={t('doubleSidedSMT')} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('certificates')}>
        {CERTIFICATES.map((certificate) => {
          const on = draft.requestDetails.certificates.includes(certificate);
          return (
            <Chip
              key={certificate}
              label={certificate}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => setDetails({ certificates: on ? draft.requestDetails.certificates.filter((c) => c !== certificate) : [...draft.requestDetails.certificates, certificate] })}
            />
          );
        })}
      </Stack>
      {result.fetching && <CircularProgress aria-label={t('loading')} />}
      {result.error && <Alert severity="error">{t('failed')}</Alert>}
      {(result.data?.fetchCapabilitySearch.notes ?? []).map((note, index) => (
        <Alert severity="info" key={index}>
          <NoteText note={note} />
        </Alert>
      ))}
      {result.data && manufacturers.length === 0 && <Alert severity="warning">{t('noMatching')}</Alert>}
      <div aria-live="polite">
        {refused && <Alert severity="warning">{t('atMostThree')}</Alert>}
        {chosen.size === 1 && <Alert severity="info">{t('oneChosen')}</Alert>}
      </div>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <List aria-label={t('listLabel')}>
            {manufacturers.map((match) => (
              <ListItem key={match.manufacturerId} divider sx={{ alignItems: 'flex-start' }} secondaryAction={
                <IconButton aria-label={t('info.open', { name: match.manufacturer.company.name })} onClick={() => setInfo(match.manufacturerId)}>
                  <InfoOutlinedIcon />
                </IconButton>
              }>
                <Checkbox checked={chosen.has(match.manufacturerId)} onChange={() => toggle(match.manufacturerId)} slotProps={{ input: { 'aria-label': t('choose', { name: match.manufacturer.company.name }) } }} />
                <Box sx={{ pr: 4 }}>
                  <Typography sx={{ fontWeight: 600 }}>{match.manufacturer.company.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('distances', { factory: km(match.nearestFactoryKm), headquarters: km(match.headquarterKm), countries: match.manufacturer.factoryCountries.join(', ') })}
                  </Typography>
                  {match.optionalServices.length > 0 && (
                    <Typography variant="body2">{t('optionalServices', { services: match.optionalServices.map((s) => tp(`services.names.${s}`)).join(', ') })}</Typography>
                  )}
                  {match.notes.map((note, index) => (
                    <Typography variant="body2" color="warning.dark" key={index}>
                      <NoteText note={note} />
                    </Typography>
                  ))}
                </Box>
              </ListItem>
            ))}
          </List>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Suspense fallback={<CircularProgress aria-label={t('loading')} />}>
            <ProducerMap sites={sites} chosen={chosen} onSelect={toggle} />
          </Suspense>
          <Typography variant="body2" color="text.secondary">
            {t('map.legend')}
          </Typography>
        </Grid>
      </Grid>
      {info && <ManufacturerInfoDialog manufacturerId={info} onClose={() => setInfo(null)} />}
    </Stack>
  );
}
