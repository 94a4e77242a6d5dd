import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

/**
 * Whether the bytes parse as a PDF document with a page tree. A header alone proves nothing: a
 * file that starts with `%PDF-` and holds HTML is a polyglot, not a quote.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return document.catalog.lookupMaybe(PDFName.of('Pages'), PDFDict) !== undefined;
  } catch {
    return false;
  }
}
