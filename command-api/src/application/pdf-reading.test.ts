import { PDFDocument } from 'pdf-lib';
import { quotePdf } from '../testing/design-files';
import { isReadablePdf } from './pdf-reading';

const text = (value: string) => new TextEncoder().encode(value);

describe('PDF documents are checked by parsing them', () => {
  test('given a PDF written by a PDF library or by hand, then it is readable', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    expect(await isReadablePdf(await document.save())).toBe(true);
    expect(await isReadablePdf(quotePdf().bytes)).toBe(true);
  });

  test('given a PDF/HTML polyglot, a header alone or nothing, then it is not', async () => {
    expect(await isReadablePdf(text('%PDF-1.4\n<html><script>alert(document.domain)</script></html>\n%%EOF\n'))).toBe(false);
    expect(await isReadablePdf(text('%PDF-1.7'))).toBe(false);
    expect(await isReadablePdf(new Uint8Array())).toBe(false);
  });
});
