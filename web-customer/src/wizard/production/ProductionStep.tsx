import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { addressInputOf, LONG_TEXT_MAX, problemsLeavingStep } from '@pcbm/domain/draft/draft-steps';
import type { DraftAddress, RequestDetails } from '@pcbm/domain/draft/order-draft';
import { addressInputSchema } from '@pcbm/domain/ordering/order-input';
import { CERTIFICATES, IPC_CLASSES, ORDER_TYPES, SERVICES, type Service } from '@pcbm/domain/ordering/vocabulary';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import type { StepProps } from '../step-props';
import { AddressFields } from './AddressFields';
import { GeoPosition, MyCompanies } from './geo-position';

type ServiceChoice = 'none' | 'required' | 'optional';

/** Step 5: what to build and where to send it. Every change is kept in the draft at once. */
export function ProductionStep({ draft, update, signedIn }: StepProps) {
  const { t } = useTranslation('production');
  const client = useClient();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [notFound, setNotFound] = useState<Record<string, boolean>>({});
  const [companies] = useQuery({ query: MyCompanies, pause: !signedIn });
  const details = draft.requestDetails;
  const problems = problemsLeavingStep(draft, 5);
  const errorOf = (field: string) => {
    if (!touched.has(field) && !touched.has('*')) return undefined;
    const problem = problems.find((p) => p.field === field);
    return problem ? t(`errors.${problem.code}`, { defaultValue: problem.message }) : undefined;
  };
  const touch = (field: string) => setTouched((all) => new Set(all).add(field));
  const set = <K extends keyof RequestDetails>(key: K, value: RequestDetails[K]) => update((current) => ({ ...current, requestDetails: { ...current.requestDetails, [key]: value } }));
  const setAddress = (which: 'shippingAddress' | 'billingAddress', address: DraftAddress) => update((current) => ({ ...current, [which]: address }));

  const locate = async (which: 'shippingAddress' | 'billingAddress') => {
    const address = addressInputOf(draft[which]);
    if (!addressInputSchema.safeParse(address).success) return;
    const answer = await client.query(GeoPosition, { address }, { requestPolicy: 'network-only' }).toPromise();
    setNotFound((all) => ({ ...all, [which]: answer.data?.appGetGeoPosition === null }));
  };
  const blurAddress = (field: string) => {
    touch(field);
    void locate(field.startsWith('billing') ? 'billingAddress' : 'shippingAddress');
  };

  const serviceChoice = (service: Service): ServiceChoice => (details.requiredOperations.includes(service) ? 'required' : details.optionalOperations.includes(service) ? 'optional' : 'none');
  const chooseService = (service: Service, choice: ServiceChoice) =>
    update((current) => {
      const without = (list: Service[]) => list.filter((s) => s !== service);
      const r = current.requestDetails;
      return {
        ...current,
        requestDetails: {
          ...r,
          requiredOperations: choice === 'required' ? [...without(r.requiredOperations), service] : without(r.requiredOperations),
          optionalOperations: choice === 'optional' ? [...without(r.optionalOperations), service] : without(r.optionalOperations),
        },
      };
    });
  const memberOf = companies.data?.me.user.memberOf ?? [];

  const text = (key: 'projectName' | 'pcbVersion', required = true) => (
    <TextField
      label={t(`fields.${key}`)}
      required={required}
      fullWidth
      size="small"
      value={details[key]}
      onChange={(event) => set(key, event.target.value)}
      onBlur={() => touch(key)}
      error={Boolean(errorOf(key))}
      helperText={errorOf(key) ?? ' '}
      slotProps={{ htmlInput: { maxLength: 100 } }}
    />
  );

  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{text('projectName')}</Grid>
        <Grid size={{ xs: 12, md: 3 }}>{text('pcbVersion')}</Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField select label={t('fields.type')} required fullWidth size="small" value={details.type} onChange={(event) => set('type', event.target.value as RequestDetails['type'])}>
            {ORDER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField
            label={t('fields.quantity')}
            type="number"
            required
            fullWidth
            size="small"
            value={Number.isFinite(details.quantity) ? details.quantity : ''}
            onChange={(event) => set('quantity', Math.trunc(Number(event.target.value)))}
            onBlur={() => touch('quantity')}
            error={Boolean(errorOf('quantity'))}
            helperText={errorOf('quantity') ?? ' '}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <TextField select label={t('fields.strategy')} fullWidth size="small" value={details.quantityIsOverproduction ? 'over' : 'under'} onChange={(event) => set('quantityIsOverproduction', event.target.value === 'over')}>
            <MenuItem value="over">{t('strategy.over')}</MenuItem>
            <MenuItem value="under">{t('strategy.under')}</MenuItem>
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField select label={t('fields.ipcClass')} fullWidth size="small" value={details.ipcClass ?? ''} onChange={(event) => set('ipcClass', (event.target.value || undefined) as RequestDetails['ipcClass'])}>
            <MenuItem value="">{t('ipc.none')}</MenuItem>
            {IPC_CLASSES.map((ipc) => (
              <MenuItem key={ipc} value={ipc}>
                {t(`ipc.${ipc}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(['isPanel', 'separateBoard', 'pcbProvidedByCustomer'] as const).map((flag) => (
          <FormControlLabel key={flag} control={<Switch checked={details[flag]} onChange={(event) => set(flag, event.target.checked)} />} label={t(`fields.${flag}`)} />
        ))}
      </Stack>
      <Divider />
      <Typography variant="h6" component="h3">
        {t('services.title')}
      </Typography>
      <Grid container spacing={1}>
        {SERVICES.map((service) => (
          <Grid size={{ xs: 12, md: 6 }} key={service} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography id={`service-${service}`}>{t(`services.names.${service}`)}</Typography>
            <ToggleButtonGroup exclusive size="small" value={serviceChoice(service)} onChange={(_, choice: ServiceChoice | null) => choice && chooseService(service, choice)} aria-labelledby={`service-${service}`}>
              <ToggleButton value="none">{t('services.none')}</ToggleButton>
              <ToggleButton value="required">{t('services.required')}</ToggleButton>
              <ToggleButton value="optional">{t('services.optional')}</ToggleButton>
            </ToggleButtonGroup>
          </Grid>
        ))}
      </Grid>
      <Typography variant="h6" component="h3">
        {t('certificates')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
        {CERTIFICATES.map((certificate) => (
          <FormControlLabel
            key={certificate}
            control={<Checkbox checked={details.certificates.includes(certificate)} onChange={(event) => set('certificates', event.target.checked ? [...details.certificates, certificate] : details.certificates.filter((c) => c !== certificate))} />}
            label={certificate}
          />
        ))}
      </Stack>
      <TextField
        label={t('fields.bulkPrices')}
        size="small"
        helperText={t('bulkPricesHint')}
        defaultValue={details.requestedBulkPrices.join(', ')}
        onBlur={(event) => set('requestedBulkPrices', [...new Set(event.target.value.split(/[\s,;]+/).map(Number).filter((n) => Number.isInteger(n) && n > 0))].sort((a, b) => a - b).slice(0, 50))}
      />
      <TextField
        label={t('fields.notes')}
        multiline
        minRows={3}
        value={details.notes}
        onChange={(event) => set('notes', event.target.value.slice(0, LONG_TEXT_MAX))}
        helperText={`${details.notes.length} / ${LONG_TEXT_MAX}`}
        slotProps={{ htmlInput: { maxLength: LONG_TEXT_MAX } }}
      />
      <Divider />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {t('shipping')}
          </Typography>
          <AddressFields prefix="shippingAddress" address={draft.shippingAddress} onChange={(address) => setAddress('shippingAddress', address)} onBlur={blurAddress} errorOf={errorOf} />
          {notFound.shippingAddress && (
            <Alert severity="warning" role="alert">
              {t('addressNotFound')}
            </Alert>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {t('billing')}
          </Typography>
          <FormControlLabel control={<Switch checked={draft.sameAddress} onChange={(event) => update((current) => ({ ...current, sameAddress: event.target.checked }))} />} label={t('sameAddress')} />
          {!draft.sameAddress && <AddressFields prefix="billingAddress" address={draft.billingAddress} onChange={(address) => setAddress('billingAddress', address)} onBlur={blurAddress} errorOf={errorOf} />}
          {!draft.sameAddress && notFound.billingAddress && (
            <Alert severity="warning" role="alert">
              {t('addressNotFound')}
            </Alert>
          )}
        </Grid>
      </Grid>
      {signedIn && memberOf.length > 0 && (
        <TextField select label={t('fields.asCompany')} size="small" value={details.asCompany ?? ''} onChange={(event) => set('asCompany', event.target.value || undefined)} sx={{ maxWidth: 420 }}>
          <MenuItem value="">{t('asIndividual')}</MenuItem>
          {memberOf.map((company) => (
            <MenuItem key={company.id} value={company.id}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
