import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { saveBlob } from '@pcbm/web-kit/files/authorized-file';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownPdf } from './pdf-file';

export interface PdfDocumentProps {
  /** The PDF, or where it stands: loading, failed (with the words to say), or nothing yet. */
  readonly pdf: ShownPdf | 'loading' | { readonly failed: string } | null;
  /** Names the frame for screen readers. */
  readonly title: string;
  readonly filename: string;
}

/** A PDF shown by the browser's own viewer in the page, with download and print. */
export function PdfDocument({ pdf, title, filename }: PdfDocumentProps) {
  const { t } = useTranslation('nda');
  const frame = useRef<HTMLIFrameElement>(null);
  if (pdf === null || pdf === 'loading') return <LinearProgress aria-label={t('document.loading')} />;
  if ('failed' in pdf) return <Alert severity="error">{pdf.failed}</Alert>;

  const print = () => {
    const view = frame.current?.contentWindow;
    if (view) {
      try {
        view.focus();
        view.print();
        return;
      } catch {
        // A viewer that does not print from the page: the PDF opens on its own, to be printed there.
      }
    }
    window.open(pdf.url, '_blank');
  };

  return (
    <Box>
      <Box component="iframe" ref={frame} src={pdf.url} title={title} sx={{ width: '100%', height: { xs: 420, md: 640 }, border: 1, borderColor: 'divider', borderRadius: 1 }} />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button startIcon={<DownloadIcon />} onClick={() => saveBlob(pdf.blob, filename)}>
          {t('document.download')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={print}>
          {t('document.print')}
        </Button>
      </Stack>
    </Box>
  );
}
