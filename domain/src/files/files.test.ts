import { looksLikePdf, safeFileName } from '.';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('file checks', () => {
  test('a PDF is recognised by its header, whatever its name', () => {
    expect(looksLikePdf(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe(true);
    expect(looksLikePdf(bytes('GIF89a'))).toBe(false);
    expect(looksLikePdf(bytes(''))).toBe(false);
  });

  test('file names lose folders, control characters and leading dots', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\boards\\top.gtl')).toBe('top.gtl');
    expect(safeFileName('..\u0000.hidden')).toBe('hidden');
    expect(safeFileName('')).toBe('file');
  });
});
