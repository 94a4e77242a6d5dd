import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import SyncIcon from '@mui/icons-material/Sync';
import WarningIcon from '@mui/icons-material/Warning';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ToneChip } from '../fields/ToneChip';
import type { AdminProcessor } from './processor-operations';
import { BEHIND_FROM, HEALTH_TONE, healthOf, purposeKey, type ProcessorHealth } from './processor-health';

interface FieldProps {
  readonly source?: string;
  readonly label?: string | false;
}

const HEALTH_ICON: Record<ProcessorHealth, ReactElement> = {
  failing: <ErrorIcon aria-hidden />,
  behind: <WarningIcon aria-hidden />,
  catchingUp: <SyncIcon aria-hidden />,
  upToDate: <CheckCircleIcon aria-hidden />,
};

/** Whether the processor keeps up, in words and colour; a failing one with how many times in a row it failed. */
export function ProcessorHealthField(_props: FieldProps) {
  const processor = useRecordContext<AdminProcessor>();
  const translate = useTranslate();
  if (!processor) return null;
  const health = healthOf(processor);
  const label = translate(`admin.processors.health.${health}`, { smart_count: processor.failures });
  return <ToneChip label={label} tone={HEALTH_TONE[health]} icon={HEALTH_ICON[health]} />;
}

/** The processor's name and, for the ones the console knows, what it does. */
export function ProcessorNameField(_props: FieldProps) {
  const processor = useRecordContext<AdminProcessor>();
  const translate = useTranslate();
  if (!processor) return null;
  const purpose = translate(purposeKey(processor.name), { _: '' });
  return (
    <Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 500 }}>
        {processor.name}
      </Typography>
      {purpose && (
        <Typography variant="caption" color="text.secondary">
          {purpose}
        </Typography>
      )}
    </Stack>
  );
}

/** What the processor does, or a dash for one the console does not know. */
export function ProcessorPurposeField(_props: FieldProps) {
  const processor = useRecordContext<AdminProcessor>();
  const translate = useTranslate();
  if (!processor) return null;
  return <Typography variant="body2">{translate(purposeKey(processor.name), { _: '—' })}</Typography>;
}

/** How many log positions it is behind, stressed once it counts as behind. */
export function ProcessorLagField(_props: FieldProps) {
  const processor = useRecordContext<AdminProcessor>();
  const [locale] = useLocaleState();
  if (!processor) return null;
  const behind = processor.lag >= BEHIND_FROM;
  return (
    <Typography variant="body2" sx={behind ? { fontWeight: 700, color: 'warning.dark' } : undefined}>
      {processor.lag.toLocaleString(locale === 'de' ? 'de-DE' : 'en-US')}
    </Typography>
  );
}

const when = (iso: string, locale: string) => formatDateTime(iso, locale);

/** The last error in one line (code and text, in full on hover) with when it happened; a dash when none was recorded. */
export function ProcessorErrorCell(_props: FieldProps) {
  const processor = useRecordContext<AdminProcessor>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const error = processor?.lastError;
  if (!processor || !error) return <Typography variant="body2">—</Typography>;
  const failing = healthOf(processor) === 'failing';
  const text = `${error.code}: ${error.detail}`;
  return (
    <Stack sx={{ maxWidth: 360 }}>
      <Typography variant="body2" title={text} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: failing ? 'error.dark' : 'text.secondary' }}>
        {text}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(failing ? 'admin.processors.failedAt' : 'admin.processors.recoveredAfter', { time: when(error.at, locale) })}
      </Typography>
    </Stack>
  );
}
