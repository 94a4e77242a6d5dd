import DownloadIcon from '@mui/icons-material/Download';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@pcbm/web-kit/i18n/time';
import { useLocaleState, useTranslate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useAuthorizedDownload } from '../data/use-authorized-download';
import type { AdminRequestOrder } from './request-operations';

type Quote = AdminRequestOrder['quotes'][number];
type LatestQuote = AdminRequestOrder['quote'];

/** The latest quote's PDF as a download, fetched with the admin's sign-in. */
function QuoteDownload({ quote }: { readonly quote: NonNullable<LatestQuote> }) {
  const translate = useTranslate();
  const { busy, download } = useAuthorizedDownload('admin.requests.orders.downloadFailed');
  const path = quote.file?.path;
  if (!path) return null;
  return (
    <IconButton size="small" disabled={busy} onClick={() => download(path, quote.filename)} aria-label={translate('admin.requests.orders.downloadQuote', { filename: quote.filename })}>
      <DownloadIcon fontSize="small" />
    </IconButton>
  );
}

/** Every quote of an order, newest first: file name (the latest one to download), its state with the day it was offered, the answer's reason. */
export function QuoteList({ quotes, latest }: { readonly quotes: readonly Quote[]; readonly latest: LatestQuote }) {
  const translate = useTranslate();
  const { t } = useTranslation('requests');
  const [locale] = useLocaleState();
  if (quotes.length === 0) return <>{translate('admin.requests.orders.noQuote')}</>;
  const newestFirst = [...quotes].sort((a, b) => b.createdOn.localeCompare(a.createdOn));
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {newestFirst.map((quote) => (
        <Stack component="li" key={quote.id} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            {quote.filename}
          </Typography>
          {latest?.id === quote.id && <QuoteDownload quote={latest} />}
          <Typography variant="body2" component="span" color="text.secondary">
            {t(`quote.status.${quote.status}`, { date: formatDate(quote.createdOn, locale) })}
            {quote.reason ? ` · ${translate('admin.requests.orders.quoteReason', { reason: t(`reason.values.${quote.reason}`, { defaultValue: quote.reason }) })}` : ''}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
