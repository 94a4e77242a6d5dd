/** A quote is a PDF of at most 10 MB. */
export const QUOTE_MAX_BYTES = 10 * 1024 * 1024;
const PDF_MAGIC = '%PDF-';

export type QuoteFileProblem = 'notPdf' | 'tooLarge' | 'empty';

/** The browser's type, or the name when the browser gives no type. */
const saysPdf = (file: File) => file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));

/** Why a chosen file cannot be a quote, or null: it must say it is a PDF, hold at most 10 MB, and start with `%PDF-`. */
export async function quoteFileProblem(file: File): Promise<QuoteFileProblem | null> {
  if (!saysPdf(file)) return 'notPdf';
  if (file.size > QUOTE_MAX_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_MAGIC ? null : 'notPdf';
}
