import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { saveBlob } from '@pcbm/web-kit/files/authorized-file';
import { PdfPages } from '@pcbm/web-kit/files/PdfPages';
import { useTranslation } from 'react-i18next';
import type { ShownPdf } from './pdf-file';

export interface PdfDocumentProps {
  /** The PDF, or where it stands: loading, failed (with the words to say), or nothing yet. */
  readonly pdf: ShownPdf | 'loading' | { readonly failed: string } | null;
  /** Names the frame for screen readers. */
  readonly title: string;
  readonly filename: string;
}

/**
 * Prints a PDF by the browser's own viewer in a frame nobody sees; a browser that does not print from there opens the
 * PDF on its own, to be printed there.
 */
function printPdf(url: string): void {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  frame.setAttribute('aria-hidden', 'true');
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank');
    }
    setTimeout(() => frame.remove(), 60_000);
  };
  frame.src = url;
  document.body.append(frame);
}

/** A PDF drawn in the page, page by page, with download and print. */
export function PdfDocument({ pdf, title, filename }: PdfDocumentProps) {
  const { t } = useTranslation('nda');
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  if (pdf === null || pdf === 'loading') return <LinearProgress aria-label={t('document.loading')} />;
  if ('failed' in pdf) return <Alert severity="error">{pdf.failed}</Alert>;

  return (
    <Box>
      <PdfPages url={pdf.url} blob={pdf.blob} title={title} height={phone ? 420 : 640} />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button startIcon={<DownloadIcon />} onClick={() => saveBlob(pdf.blob, filename)}>
          {t('document.download')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => printPdf(pdf.url)}>
          {t('document.print')}
        </Button>
      </Stack>
    </Box>
  );
}
