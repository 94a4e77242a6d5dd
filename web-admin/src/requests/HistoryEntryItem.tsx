import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import { useLocaleState, useTranslate } from 'react-admin';
import { FactList } from './FactList';
import type { HistoryEntry } from './request-operations';

export interface HistoryWording {
  readonly what: string;
  readonly who: string;
  readonly why: string | null;
}

/** One event of the timeline: when, what happened, who did it and why; the event as recorded, opened on demand. */
export function HistoryEntryItem({ entry, wording }: { readonly entry: HistoryEntry; readonly wording: HistoryWording }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const schemaVersion =
    entry.storedSchemaVersion === entry.schemaVersion
      ? String(entry.schemaVersion)
      : translate('admin.requests.history.schemaVersionUpcast', { stored: entry.storedSchemaVersion, current: entry.schemaVersion });
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        pl: 4,
        pb: 3,
        // The line of the timeline, and a dot for each event on it.
        '&::before': { content: '""', position: 'absolute', left: 7, top: 6, bottom: 0, borderLeft: 2, borderColor: 'divider' },
        '&:last-of-type::before': { display: 'none' },
        '&::after': { content: '""', position: 'absolute', left: 2, top: 6, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' },
      }}
    >
      <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.time}>
        {formatDateTime(entry.time, locale)}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {wording.what}
      </Typography>
      <Typography variant="body2">{translate('admin.requests.history.by', { who: wording.who })}</Typography>
      {wording.why && <Typography variant="body2">{translate('admin.requests.history.why', { why: wording.why })}</Typography>}
      <Box component="details" sx={{ mt: 1, '& > summary': { cursor: 'pointer', color: 'text.secondary', typography: 'body2' } }}>
        <summary>{translate('admin.requests.history.details')}</summary>
        <Box sx={{ mt: 1 }}>
          <FactList
            facts={[
              [translate('admin.requests.history.eventType'), entry.type],
              [translate('admin.requests.history.command'), entry.command ?? '—'],
              [translate('admin.requests.history.streamPosition'), entry.streamPosition],
              [translate('admin.requests.history.position'), entry.position],
              [translate('admin.requests.history.eventId'), entry.eventId],
              [translate('admin.requests.history.correlationId'), entry.correlationId],
              [translate('admin.requests.history.causationId'), entry.causationId],
              [translate('admin.requests.history.schemaVersion'), schemaVersion],
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('admin.requests.history.data')}
          </Typography>
          <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', typography: 'caption', fontFamily: 'monospace' }}>
            {JSON.stringify(entry.data, null, 2)}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
