import DownloadIcon from '@mui/icons-material/Download';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { fetchAuthorizedFile, saveBlob, saveExportFile } from '../files/authorized-file';
import { useFlash } from '../flash/FlashProvider';
import { errorTextOf } from '../errors/error-text';
import { useSite } from '../site/site-context';
import { ExportOrderBomQuery, ExportOrderPlacementQuery, ExportOrdersQuery, type OrderFile, type RequestOrder } from './order-queries';

const FILE_KINDS = ['pcb', 'job', 'originalJob', 'bom', 'placement', 'originalBom', 'originalPlacement', 'preview'] as const;

const sizeOf = (bytes: number, locale: string) =>
  bytes < 1024 * 1024 ? `${new Intl.NumberFormat(locale).format(Math.ceil(bytes / 1024))} KB` : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

/** Every file of the order for download, the parts and placement lists in the export settings, and the whole request as a zip. */
export function OrderFiles({ order }: { readonly order: RequestOrder }) {
  const { t, i18n } = useTranslation('requests');
  const site = useSite();
  const client = useClient();
  const flash = useFlash();
  const [busy, setBusy] = useState<string | null>(null);
  const files: { kind: string; file: OrderFile }[] = [
    // A request sent before the stackup went as a file of its own has only the job as uploaded.
    ...FILE_KINDS.flatMap((kind) => (order[kind] ? [{ kind: kind === 'job' && !order.originalJob ? 'onlyJob' : kind, file: order[kind] }] : [])),
    ...order.additionalFiles.map((file) => ({ kind: 'additional', file })),
  ];

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } catch {
      await flash.show('error', t('files.failed'));
    } finally {
      setBusy(null);
    }
  };
  const download = (file: OrderFile) => run(file.id, async () => saveBlob(await fetchAuthorizedFile(file.current.path, site.userManager), file.current.filename));
  const exportFile = (key: string, fetchFile: () => Promise<{ data?: { data: string; filename: string; mediaType: string }; error?: Parameters<typeof errorTextOf>[0] }>) =>
    run(key, async () => {
      const { data, error } = await fetchFile();
      if (error) {
        await flash.show('error', errorTextOf(error, t)?.message ?? t('files.failed'));
        return;
      }
      if (data) saveExportFile(data);
    });

  const exportBom = () => exportFile('bom', () => client.query(ExportOrderBomQuery, { orderId: order.id }, { requestPolicy: 'network-only' }).toPromise().then((r) => ({ data: r.data?.exportOrderBom, error: r.error })));
  const exportPlacement = () =>
    exportFile('placement', () => client.query(ExportOrderPlacementQuery, { orderId: order.id }, { requestPolicy: 'network-only' }).toPromise().then((r) => ({ data: r.data?.exportOrderPlacement, error: r.error })));
  const exportAll = () =>
    exportFile('dump', () => client.query(ExportOrdersQuery, { superOrderIds: [order.superOrderId] }, { requestPolicy: 'network-only' }).toPromise().then((r) => ({ data: r.data?.exportOrders, error: r.error })));

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('files.title')}
      </Typography>
      <List dense aria-label={t('files.title')}>
        {files.map(({ kind, file }) => (
          <ListItem key={`${kind}-${file.id}`} sx={{ gap: 1 }}>
            {/* The button follows the text instead of lying over it, so a long name or a narrow screen wraps the text. */}
            <ListItemText
              primary={file.current.filename}
              secondary={`${t(`files.kind.${kind}`)} · ${sizeOf(file.current.size, i18n.language)}`}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              disabled={busy === file.id}
              onClick={() => void download(file)}
              aria-label={t('files.downloadNamed', { name: file.current.filename })}
              sx={{ flexShrink: 0 }}
            >
              {t('files.download')}
            </Button>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {order.bom && (
          <Button
            variant="outlined"
            size="small"
            disabled={busy === 'bom'}
            onClick={() => void exportBom()}
          >
            {t('files.exportBom')}
          </Button>
        )}
        {order.placement && (
          <Button
            variant="outlined"
            size="small"
            disabled={busy === 'placement'}
            onClick={() => void exportPlacement()}
          >
            {t('files.exportPlacement')}
          </Button>
        )}
        <Button
          variant="outlined"
          size="small"
          startIcon={<FolderZipIcon />}
          disabled={busy === 'dump'}
          onClick={() => void exportAll()}
        >
          {t('files.exportAll')}
        </Button>
      </Stack>
    </Paper>
  );
}
