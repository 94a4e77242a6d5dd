import { QUOTE_MAX_BYTES, quoteFileProblem } from './quote-file';

describe('checking a quote file in the page', () => {
  it('given a PDF by type and by its first bytes, when checked, then it may be sent', async () => {
    expect(await quoteFileProblem(new File(['%PDF-1.4 ...'], 'quote.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(await quoteFileProblem(new File(['%PDF-1.4 ...'], 'QUOTE.PDF', { type: '' }))).toBeNull();
  });

  it('given another type, or a PDF name over other bytes, when checked, then it is not a PDF', async () => {
    expect(await quoteFileProblem(new File(['%PDF-1.4'], 'quote.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }))).toBe('notPdf');
    expect(await quoteFileProblem(new File(['<html>'], 'quote.pdf', { type: 'application/pdf' }))).toBe('notPdf');
  });

  it('given a PDF over 10 MB or an empty one, when checked, then it is refused for that', async () => {
    expect(await quoteFileProblem(new File([new Uint8Array(QUOTE_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' }))).toBe('tooLarge');
    const exactly10MB = new Uint8Array(QUOTE_MAX_BYTES);
    exactly10MB.set(new TextEncoder().encode('%PDF-'));
    expect(await quoteFileProblem(new File([exactly10MB], 'exact.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(await quoteFileProblem(new File([], 'empty.pdf', { type: 'application/pdf' }))).toBe('empty');
  });
});
