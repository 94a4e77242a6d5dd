import { linesAbove, ndaPdf } from './nda-pdf';

describe('the signed NDA', () => {
  it('given a signature of three lines, when placed above the rule, then they read top to bottom and the last sits on the baseline', () => {
    expect(linesAbove(3, 100, 13)).toEqual([126, 113, 100]);
  });

  it('given a long signature, when the PDF is made, then it is a one-page PDF', async () => {
    const bytes = await ndaPdf({
      title: 'Mutual non-disclosure agreement',
      paragraphs: ['Between Demo Customer GmbH and the marketplace.'],
      signatureLabel: 'Signature of the customer',
      signature: 'Signed electronically by Clara Kunde (customer1@demo.example) for Demo Customer GmbH with a rather long legal name, 2026-11-26 11:10 UTC',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });
});
