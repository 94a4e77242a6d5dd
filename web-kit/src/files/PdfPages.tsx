import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../frame/visually-hidden';

/** A document longer than this shows its first pages; the download holds all of them. */
const MAX_PAGES = 12;
/** The most words of a page read to a screen reader. */
const MAX_PAGE_TEXT = 4000;
/** Pages are drawn at most this wide, in pixels: wider, a page's first lines would fill the box. */
const MAX_PAGE_WIDTH = 820;
/** The most pixels one page's picture may take (a page drawn from hostile sizes must not exhaust the browser's memory). */
const MAX_PAGE_PIXELS = 16_000_000;
/** The space around the pages, in pixels. */
const PAGE_MARGIN = 12;

type Drawing = { readonly status: 'drawing' } | { readonly status: 'drawn'; readonly pages: number } | { readonly status: 'failed' };

/** pdf.js and its worker load only when a PDF is shown. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** A page's words, for screen readers. */
async function pageText(page: { getTextContent(): Promise<{ items: readonly object[] }> }): Promise<string> {
  const content = await page.getTextContent();
  const words = content.items.map((item) => ('str' in item && typeof item.str === 'string' ? item.str : '')).join(' ');
  return words.replace(/\s+/g, ' ').trim().slice(0, MAX_PAGE_TEXT);
}

export interface PdfPagesProps {
  /** Where the PDF is (a URL of this server), and the fallback viewer's address. */
  readonly url: string;
  /** The PDF's bytes when the page has them already (`url` is then their object URL). */
  readonly blob?: Blob;
  /** Names the pages for screen readers. */
  readonly title: string;
  /** The height of the box the pages scroll in, in pixels. */
  readonly height: number;
}

/**
 * A PDF drawn as pictures of its pages, as wide as the space it has, on every device (phones and some browsers show
 * nothing for a PDF in a frame). Each page is an image named by its number, with its words for screen readers. While
 * it draws, a progress bar holds its place; when it cannot be drawn, the browser's own viewer shows it instead.
 */
export function PdfPages({ url, blob, title, height }: PdfPagesProps) {
  const { t } = useTranslation('common');
  const frameRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<Drawing>({ status: 'drawing' });
  const [texts, setTexts] = useState<readonly string[]>([]);

  useEffect(() => {
    let live = true;
    const holder = pagesRef.current;
    const frame = frameRef.current;
    let destroy: (() => Promise<void>) | undefined;
    setDrawing({ status: 'drawing' });
    setTexts([]);
    void (async () => {
      try {
        if (!holder || !frame || !document.createElement('canvas').getContext('2d')) throw new Error('No canvas to draw on.');
        const pdfjs = await loadPdfJs();
        // Scripts in a document never run; the bytes are fetched once.
        const from = blob ? { data: new Uint8Array(await blob.arrayBuffer()) } : { url };
        const task = pdfjs.getDocument({ ...from, isEvalSupported: false, enableXfa: false, disableRange: true, disableStream: true });
        destroy = () => task.destroy();
        const pdf = await task.promise;
        const pages = Math.min(pdf.numPages, MAX_PAGES);
        // The frame's width less the pages' margins.
        const width = Math.min(MAX_PAGE_WIDTH, Math.max(200, frame.clientWidth - 2 * PAGE_MARGIN));
        const ratio = window.devicePixelRatio || 1;
        const canvases: HTMLCanvasElement[] = [];
        const words: string[] = [];
        for (let number = 1; number <= pages && live; number++) {
          const page = await pdf.getPage(number);
          const natural = page.getViewport({ scale: 1 });
          const scale = Math.min((width * ratio) / natural.width, Math.sqrt(MAX_PAGE_PIXELS / (natural.width * natural.height)));
          const viewport = page.getViewport({ scale });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', t('pdf.page', { number, count: pdf.numPages, title }));
          canvas.setAttribute('data-testid', 'pdf-page');
          Object.assign(canvas.style, { width: '100%', maxWidth: `${MAX_PAGE_WIDTH}px`, height: 'auto', display: 'block', alignSelf: 'center', background: '#ffffff', boxShadow: '0 1px 3px rgba(0,0,0,0.3)' });
          await page.render({ canvas, viewport }).promise;
          canvases.push(canvas);
          words.push(await pageText(page));
        }
        if (!live) return;
        holder.replaceChildren(...canvases);
        setTexts(words);
        setDrawing({ status: 'drawn', pages: pdf.numPages });
      } catch {
        if (live) setDrawing({ status: 'failed' });
      }
    })();
    return () => {
      live = false;
      void destroy?.();
      holder?.replaceChildren();
    };
  }, [url, blob, title, t]);

  if (drawing.status === 'failed') {
    return <Box component="iframe" src={url} title={title} sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1 }} />;
  }
  const drawn = drawing.status === 'drawn';
  return (
    <Box ref={frameRef} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}>
      {!drawn && (
        <Box sx={{ height }}>
          <LinearProgress aria-label={t('pdf.drawing', { title })} />
        </Box>
      )}
      {/* The pages scroll in their own box; it takes the keyboard's focus so arrows scroll it. */}
      <Box
        ref={pagesRef}
        role="region"
        aria-label={title}
        tabIndex={drawn ? 0 : -1}
        sx={{ display: drawn ? 'flex' : 'none', flexDirection: 'column', gap: `${PAGE_MARGIN}px`, maxHeight: height, overflowY: 'auto', p: `${PAGE_MARGIN}px` }}
      />
      {texts.map((text, index) => (
        <Box key={index} sx={visuallyHidden}>
          {t('pdf.pageText', { number: index + 1, text })}
        </Box>
      ))}
      {drawn && drawing.pages > MAX_PAGES && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pb: 1 }}>
          {t('pdf.more', { shown: MAX_PAGES, count: drawing.pages })}
        </Typography>
      )}
    </Box>
  );
}
