import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { PricingMode, ProducerPricing } from './pricing-operations';
import type { Scope } from './pricing-form';

/** A record with a producer's pricing modes: a row of instant pricing, or a producer. */
interface WithPricingModes {
  readonly id: string;
  readonly orderPricing: Readonly<Record<Scope, { readonly mode: PricingMode; readonly supportsPricing: boolean }>>;
}

/** A scope's mode, and whether instant prices are actually given there (the mode needs formulas or a server). */
export function ScopeField({ scope }: { readonly scope: Scope; readonly label?: string }) {
  const row = useRecordContext<WithPricingModes>();
  const translate = useTranslate();
  if (!row) return null;
  const { mode, supportsPricing } = row.orderPricing[scope];
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip size="small" label={translate(`admin.pricing.modes.${mode}`)} color={supportsPricing ? 'success' : 'default'} variant={mode === 'DISABLED' ? 'outlined' : 'filled'} />
      <Typography variant="body2" color="text.secondary">
        {translate(supportsPricing ? 'admin.pricing.pricesGiven' : 'admin.pricing.noPrices')}
      </Typography>
    </Stack>
  );
}

/** The pricing server's URL, or a dash. */
export function ServerField(_props: { readonly label?: string }) {
  const row = useRecordContext<ProducerPricing>();
  return <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>{row?.orderPricing.external?.url || '—'}</Typography>;
}

/** Whether an API key for the pricing server is set (the key itself is never shown). */
export function ApiKeyField(_props: { readonly label?: string }) {
  const row = useRecordContext<ProducerPricing>();
  const translate = useTranslate();
  if (!row) return null;
  return <Typography variant="body2">{translate(row.orderPricing.external?.apiKeySet ? 'admin.pricing.apiKeySet' : 'admin.pricing.noApiKey')}</Typography>;
}

/** The formula file's name and how many formulas it holds, or a dash when there is none. */
export function FormulaFileField({ withDate = false }: { readonly withDate?: boolean; readonly label?: string }) {
  const row = useRecordContext<ProducerPricing>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formula = row?.orderPricing.formula;
  if (!formula) return <Typography variant="body2">—</Typography>;
  const name = formula.file?.current.filename ?? translate('admin.pricing.unnamedFile');
  const count = translate('admin.pricing.formulaCount', { smart_count: formula.formulas.length });
  const date = withDate && formula.file ? translate('admin.pricing.uploadedOn', { date: formatDateTime(formula.file.updatedOn, locale) }) : '';
  return <Typography variant="body2">{[`${name} (${count})`, date].filter(Boolean).join(' · ')}</Typography>;
}

/** The formulas of the setup in order: name, calculation and description. */
export function FormulasField(_props: { readonly label?: string }) {
  const row = useRecordContext<ProducerPricing>();
  const translate = useTranslate();
  const formulas = row?.orderPricing.formula?.formulas ?? [];
  if (formulas.length === 0) return <Typography variant="body2">{translate('admin.pricing.noFormulas')}</Typography>;
  return (
    <Table size="small" aria-label={translate('admin.pricing.formulas')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('admin.pricing.formulaName')}</TableCell>
          <TableCell>{translate('admin.pricing.calculation')}</TableCell>
          <TableCell>{translate('admin.pricing.description')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {formulas.map((formula) => (
          <TableRow key={formula.name}>
            <TableCell>{formula.name}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>{formula.calculation}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>{formula.description ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
