import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { StepProps } from '../step-props';
import { PriceCard } from './PriceCard';
import { OrderPricing, pricingVariablesOf } from './pricing';

export interface SummaryStepProps extends StepProps {
  readonly onSubmit: () => void;
  readonly onSignIn: () => void;
  readonly submitting: boolean;
  readonly progress?: number;
  readonly whiteLabelManufacturerId?: string | null;
}

/** Step 7: every chosen producer's instant price side by side, the request at a glance, and SUBMIT. */
export function SummaryStep({ draft, signedIn, onSubmit, onSignIn, submitting, progress = 0, whiteLabelManufacturerId = null }: SummaryStepProps) {
  const { t } = useTranslation('summary');
  const [today] = useState(() => new Date());
  const variables = useMemo(() => pricingVariablesOf(draft, whiteLabelManufacturerId), [draft.stackup, draft.board, draft.bom, draft.requestDetails, draft.selectedManufacturers, draft.shippingAddress]);
  const [pricing] = useQuery({ query: OrderPricing, variables, pause: (draft.bom?.components.length ?? 0) === 0 });
  const chosen = whiteLabelManufacturerId ? [whiteLabelManufacturerId] : draft.selectedManufacturers;
  const ranges = new Map((pricing.data?.fetchOrderPricing ?? []).map((entry) => [entry.manufacturerId, entry]));
  const warnings = (draft.bom?.components ?? []).some((c) => c.componentInfo.some((p) => p.found === false) || c.componentInfo.length > 1 || !c.componentInfo[0]?.mpn);
  const parts = (draft.bom?.components ?? []).reduce((sum, c) => sum + (c.doNotPlace ? 0 : c.quantity), 0);
  const address = draft.shippingAddress;
  const facts: [string, string][] = [
    [t('facts.project'), `${draft.requestDetails.projectName} (${draft.requestDetails.pcbVersion})`],
    [t('facts.quantity'), String(draft.requestDetails.quantity)],
    [t('facts.board'), draft.board ? `${draft.board.width.toFixed(2)} × ${draft.board.height.toFixed(2)} mm, ${t('facts.layers', { count: draft.layerCount })}` : '–'],
    [t('facts.parts'), t('facts.partsValue', { rows: draft.bom?.components.length ?? 0, parts })],
    [t('facts.shipping'), [address.recipient, address.addressLine1, `${address.zipcode} ${address.city}`, address.country].filter((s) => s.trim()).join(', ')],
  ];
  return (
    <Stack spacing={3}>
      <Table size="small" aria-label={t('factsCaption')} sx={{ maxWidth: 720 }}>
        <TableBody>
          {facts.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: 200 }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h6" component="h3">
        {t('pricesTitle')}
      </Typography>
      {pricing.fetching && <CircularProgress aria-label={t('loading')} />}
      {pricing.error && <Alert severity="info">{t('pricingUnavailable')}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {chosen.map((id) => {
          const entry = ranges.get(id);
          return <PriceCard key={id} manufacturerId={id} range={entry?.priceRange ?? null} error={entry?.error ?? null} today={today} />;
        })}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('pricesNote')}
      </Typography>
      {warnings && <Alert severity="warning">{t('mayTakeLonger')}</Alert>}
      {signedIn ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" size="large" endIcon={<SendIcon />} onClick={onSubmit} disabled={submitting}>
            {t('submit')}
          </Button>
          {submitting && <LinearProgress variant="determinate" value={progress} sx={{ width: 320 }} aria-label={t('sending')} />}
        </Stack>
      ) : (
        <Alert
          severity="info"
          action={
            <Button color="inherit" variant="outlined" onClick={onSignIn}>
              {t('signIn')}
            </Button>
          }
        >
          {t('signInNeeded')}
        </Alert>
      )}
    </Stack>
  );
}
