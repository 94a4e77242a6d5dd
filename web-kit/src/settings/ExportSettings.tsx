import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOM_COLUMN_TAGS, EXPORT_FORMATS, EXPORT_UNITS, exportSettingsSchema, type ExportSettings as ExportChoice } from '@pcbm/domain/accounts/export-settings';
import type { CombinedError } from '@urql/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useNotice } from '../requests/Notice';
import { useSite } from '../site/site-context';
import { ColumnOrder, type ColumnChoice } from './ColumnOrder';
import { FormActions } from './FormActions';
import { fieldErrorText } from './form-support';
import {
  CompanyExportSettingsQuery,
  ExportSettingsQuery,
  ResetCompanyExportMutation,
  ResetUserExportMutation,
  SetCompanyExportMutation,
  SetUserExportMutation,
  type SettingsExportSettings,
} from './settings-queries';
import { useErrorReport } from './use-error-report';
import { SettingsHeading } from './SettingsHeading';

/** The rows of the column list: the chosen columns in their order, then the others, not chosen. */
export function columnChoices(order: readonly string[]): ColumnChoice[] {
  const chosen = BOM_COLUMN_TAGS.filter((tag) => order.includes(tag)).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return [...chosen.map((tag) => ({ tag, included: true })), ...BOM_COLUMN_TAGS.filter((tag) => !order.includes(tag)).map((tag) => ({ tag, included: false }))];
}

type Answer = { error?: CombinedError; settings?: SettingsExportSettings };

interface ExportFormProps {
  readonly id: string;
  readonly title: string;
  readonly settings: SettingsExportSettings;
  /** Says whose settings are in force. */
  readonly sourceText: (source: SettingsExportSettings['source']) => string;
  readonly resetLabel: string;
  /** Whether there is anything to reset while these settings are in force. */
  readonly resettable: (source: SettingsExportSettings['source']) => boolean;
  readonly onSave: (settings: ExportChoice) => Promise<Answer>;
  readonly onReset: () => Promise<Answer>;
}

function ExportForm({ id, title, settings: initial, sourceText, resetLabel, resettable, onSave, onReset }: ExportFormProps) {
  const { t } = useTranslation('settings');
  const notice = useNotice();
  const report = useErrorReport();
  const [settings, setSettings] = useState(initial);
  const [format, setFormat] = useState(initial.format);
  const [unit, setUnit] = useState(initial.unit);
  const [columns, setColumns] = useState(() => columnChoices(initial.bomColumnOrder));
  const [columnsError, setColumnsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (answer: Answer, message: string) => {
    if (answer.error || !answer.settings) {
      setFailure(answer.error ? report(answer.error) : t('errors:generic'));
      return;
    }
    setSettings(answer.settings);
    setFormat(answer.settings.format);
    setUnit(answer.settings.unit);
    setColumns(columnChoices(answer.settings.bomColumnOrder));
    notice(message);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = exportSettingsSchema.safeParse({ format, unit, bomColumnOrder: columns.filter((column) => column.included).map((column) => column.tag) });
    if (!checked.success) {
      setColumnsError(fieldErrorText({ type: 'custom', message: checked.error.issues[0]?.message }, t) ?? null);
      return;
    }
    setColumnsError(null);
    setFailure(null);
    setBusy(true);
    const answer = await onSave(checked.data);
    setBusy(false);
    show(answer, t('saved'));
  };

  const reset = async () => {
    setFailure(null);
    setColumnsError(null);
    setBusy(true);
    const answer = await onReset();
    setBusy(false);
    show(answer, t('export.resetDone'));
  };

  return (
    <Box component="form" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void save(event)}>
      <Typography id={`${id}-title`} variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {sourceText(settings.source)}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select id={`${id}-format`} label={t('export.format')} value={format} onChange={(event) => setFormat(event.target.value as typeof format)} disabled={busy} required fullWidth size="small" helperText=" ">
            {EXPORT_FORMATS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`export.formats.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select id={`${id}-unit`} label={t('export.unit')} value={unit} onChange={(event) => setUnit(event.target.value as typeof unit)} disabled={busy} required fullWidth size="small" helperText=" ">
            {EXPORT_UNITS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`export.units.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Typography variant="subtitle1" component="h4">
        {t('export.columns')}
      </Typography>
      <ColumnOrder id={`${id}-columns`} columns={columns} onChange={setColumns} disabled={busy} />
      <Typography role={columnsError ? 'alert' : undefined} color="error" variant="body2" sx={{ minHeight: '1.5em', mt: 0.5 }}>
        {columnsError ?? ' '}
      </Typography>
      <FormActions label={t('save')} saving={busy} error={failure}>
        <Button onClick={() => void reset()} disabled={busy || !resettable(settings.source)}>
          {resetLabel}
        </Button>
      </FormActions>
    </Box>
  );
}

/** BOM export settings: the person's own (or the company's, which they fall back to) and the company's defaults. */
export function ExportSettings() {
  const { t } = useTranslation('settings');
  const site = useSite();
  const companyId = site.me?.user.memberOf[0]?.id;
  const [own] = useQuery({ query: ExportSettingsQuery, requestPolicy: 'network-only' });
  const [company] = useQuery({ query: CompanyExportSettingsQuery, variables: { companyId: companyId ?? '' }, pause: !companyId, requestPolicy: 'network-only' });
  const [, setUser] = useMutation(SetUserExportMutation);
  const [, resetUser] = useMutation(ResetUserExportMutation);
  const [, setCompany] = useMutation(SetCompanyExportMutation);
  const [, resetCompany] = useMutation(ResetCompanyExportMutation);

  const ownSettings = own.data?.exportSettings;
  const companySettings = company.data?.companyExportSettings;
  if (!ownSettings) return own.fetching || !own.error ? <CircularProgress aria-label={t('loading')} /> : <Typography role="alert">{t('loadFailed')}</Typography>;
  return (
    <Box>
      <SettingsHeading title={t('export.title')} />
      <ExportForm
        id="settings-export-own"
        title={t('export.ownTitle')}
        settings={ownSettings}
        sourceText={(source) => t(`export.source.${source}`)}
        resetLabel={companyId ? t('export.resetToCompany') : t('export.resetToDefaults')}
        resettable={(source) => source === 'USER'}
        onSave={async (settings) => {
          const result = await setUser({ settings });
          return { error: result.error, settings: result.data?.setUserExportSettings };
        }}
        onReset={async () => {
          const result = await resetUser({});
          return { error: result.error, settings: result.data?.resetUserExportSettings };
        }}
      />
      {companyId && companySettings && (
        <>
          <Divider sx={{ my: 4 }} />
          <ExportForm
            id="settings-export-company"
            title={t('export.companyTitle')}
            settings={companySettings}
            sourceText={(source) => t(`export.companySource.${source === 'DEFAULT' ? 'DEFAULT' : 'COMPANY'}`)}
            resetLabel={t('export.resetToDefaults')}
            resettable={(source) => source !== 'DEFAULT'}
            onSave={async (settings) => {
              const result = await setCompany({ companyId, settings });
              return { error: result.error, settings: result.data?.setCompanyExportSettings };
            }}
            onReset={async () => {
              const result = await resetCompany({ companyId });
              return { error: result.error, settings: result.data?.resetCompanyExportSettings };
            }}
          />
        </>
      )}
    </Box>
  );
}
