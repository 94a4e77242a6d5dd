import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { knownFinish } from '@pcbm/domain/board/board-specification';
import { requestBoardSpecification } from '@pcbm/domain/draft/request-job';
import { useMemo, useState } from 'react';
import { formatBoardSize, formatDecimal } from '@pcbm/web-kit/i18n/numbers';
import { countryName } from '@pcbm/web-kit/settings/countries';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { StepProps } from '../step-props';
import { useUploadedJob } from '../uploaded-job';
import { PriceCard } from './PriceCard';
import { OrderPricing, pricingVariablesOf } from './pricing';

export interface SummaryStepProps extends StepProps {
  readonly onSubmit: () => void;
  readonly onSignIn: () => void;
  /** Creates an account at the issuer and comes back to the request. */
  readonly onRegister: () => void;
  readonly submitting: boolean;
  readonly progress?: number;
  readonly whiteLabelManufacturerId?: string | null;
}

const chosenCount = (selected: readonly string[], whiteLabelManufacturerId: string | null) => (whiteLabelManufacturerId ? 1 : selected.length);

/** Step 7: every chosen producer's instant price side by side, the request at a glance, and SUBMIT. */
export function SummaryStep({ draft, readFile, signedIn, onSubmit, onSignIn, onRegister, submitting, progress = 0, whiteLabelManufacturerId = null }: SummaryStepProps) {
  const { t, i18n } = useTranslation('summary');
  const [today] = useState(() => new Date());
  const uploadedJob = useUploadedJob(draft, readFile);
  // The board as the request will send it.
  const board = useMemo(() => requestBoardSpecification(draft, uploadedJob ?? null), [draft.stackup, draft.stackupNotes, draft.board, draft.layerCount, uploadedJob]);
  const variables = useMemo(
    () => pricingVariablesOf(draft, whiteLabelManufacturerId, board),
    [board, draft.bom, draft.requestDetails, draft.selectedManufacturers, draft.shippingAddress],
  );
  const noParts = (draft.bom?.components.length ?? 0) === 0;
  // Priced once the uploaded job is read, with the board the request will send.
  const [pricing] = useQuery({ query: OrderPricing, variables, pause: uploadedJob === undefined || noParts || chosenCount(draft.selectedManufacturers, whiteLabelManufacturerId) === 0 });
  const chosen = whiteLabelManufacturerId ? [whiteLabelManufacturerId] : draft.selectedManufacturers;
  const ranges = new Map((pricing.data?.fetchOrderPricing ?? []).map((entry) => [entry.manufacturerId, entry]));
  const warnings = (draft.bom?.components ?? []).some((c) => c.componentInfo.some((p) => p.found === false) || c.componentInfo.length > 1 || !c.componentInfo[0]?.mpn);
  const parts = (draft.bom?.components ?? []).reduce((sum, c) => sum + (c.doNotPlace ? 0 : c.quantity), 0);
  const addressText = (address: typeof draft.shippingAddress) => [address.recipient, address.addressLine1, address.addressLine2, `${address.zipcode} ${address.city}`, address.country ? countryName(address.country, i18n.language) : ''].filter((s) => s.trim()).join(', ') || '–';
  const details = draft.requestDetails;
  // A finish the product knows in the reader's words ("None" asks for none, so says nothing); another as the job names it.
  const finishText = (finish: string | undefined) => {
    const known = finish ? knownFinish(finish) : undefined;
    return known ? (known === 'None' ? null : t(`common:vocabulary.finish.${known}`)) : finish;
  };
  const facts: [string, string][] = [
    [t('facts.project'), details.projectName ? `${details.projectName} (${details.pcbVersion})` : '–'],
    [t('facts.type'), t(`common:vocabulary.orderType.${details.type}`)],
    [t('facts.quantity'), String(details.quantity)],
    [t('facts.layerCount'), t('facts.layers', { count: draft.layerCount })],
    [
      t('facts.board'),
      [draft.board ? formatBoardSize(draft.board.width, draft.board.height, i18n.language) : null, t('facts.thickness', { value: formatDecimal(board.generalSpecs.boardThickness, i18n.language) }), finishText(board.generalSpecs.finish)]
        .filter(Boolean)
        .join(' · '),
    ],
    [t('facts.parts'), t('facts.partsValue', { rows: draft.bom?.components.length ?? 0, parts })],
    [t('facts.shipping'), addressText(draft.shippingAddress)],
    [t('facts.billing'), draft.sameAddress ? t('facts.sameAddress') : addressText(draft.billingAddress)],
  ];
  const pricingFailure = pricing.error ? (pricing.error.graphQLErrors[0]?.message ?? pricing.error.networkError?.message ?? pricing.error.message) : null;
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
      <div role="status">{pricing.fetching && <CircularProgress aria-label={t('loading')} />}</div>
      {pricingFailure && <Alert severity="warning">{t('pricingFailed', { reason: pricingFailure })}</Alert>}
      {noParts && <Alert severity="info">{t('pricingNeedsParts')}</Alert>}
      {chosen.length === 0 && <Alert severity="info">{t('noneChosen')}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        {chosen.map((id) => {
          const entry = ranges.get(id);
          return <PriceCard key={id} manufacturerId={id} range={entry?.priceRange ?? null} error={entry?.error ?? null} today={today} priced={Boolean(pricing.data)} />;
        })}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('pricesNote')}
      </Typography>
      {warnings && (
        <Alert severity="warning">
          <AlertTitle>{t('warningTitle')}</AlertTitle>
          {t('mayTakeLonger')}
        </Alert>
      )}
      {signedIn ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" size="large" endIcon={<SendIcon />} onClick={onSubmit} disabled={submitting}>
            {t('submit')}
          </Button>
          {submitting && (
            <Stack spacing={0.5} sx={{ width: 320 }} role="status">
              <LinearProgress variant="determinate" value={progress} aria-label={t('sending')} />
              <Typography variant="body2">{t('sendingProgress', { percent: Math.round(progress) })}</Typography>
            </Stack>
          )}
        </Stack>
      ) : (
        <Alert
          severity="info"
          action={
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button color="inherit" variant="outlined" onClick={onSignIn}>
                {t('signIn')}
              </Button>
              <Button color="inherit" onClick={onRegister}>
                {t('register')}
              </Button>
            </Stack>
          }
        >
          {t('signInNeeded')}
        </Alert>
      )}
    </Stack>
  );
}
