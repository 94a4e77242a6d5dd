import { servedMediaType } from './served-type';

const bytes = (text: string) => new TextEncoder().encode(text);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('the type a stored file is served as', () => {
  test('given content of an allowed kind, then its type comes from the content, whatever the name says', () => {
    expect(servedMediaType(bytes('%PDF-1.7\n...'), 'quote.html')).toBe('application/pdf');
    expect(servedMediaType(new Uint8Array([...PNG_SIGNATURE, 0, 0]), 'me.svg')).toBe('image/png');
    expect(servedMediaType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'me.gif')).toBe('image/jpeg');
    expect(servedMediaType(bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'logo')).toBe('image/webp');
  });

  test('given a zip, then the name tells a spreadsheet from an archive', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0]);
    expect(servedMediaType(zip, 'parts.xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(servedMediaType(zip, 'parts.ods')).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(servedMediaType(zip, 'gerber.zip')).toBe('application/zip');
    expect(servedMediaType(zip, 'page.html')).toBe('application/zip');
  });

  test('given plain text, then only CSV and JSON get a type of their own', () => {
    expect(servedMediaType(bytes('Designator;Quantity\nR1;1\n'), 'bom.csv')).toBe('text/csv');
    expect(servedMediaType(bytes('[{"designators":["R1"]}]'), 'BOM.json')).toBe('application/json');
    expect(servedMediaType(bytes('{ not json'), 'BOM.json')).toBeNull();
    expect(servedMediaType(bytes('G04 top copper*\nM02*'), 'top.gtl')).toBeNull();
  });

  test('given markup or a polyglot, then it has no type of its own, whatever its name or label', () => {
    expect(servedMediaType(bytes('<html><script>alert(1)</script></html>'), 'page.html')).toBeNull();
    expect(servedMediaType(bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg')).toBeNull();
    expect(servedMediaType(bytes('a,b\n<script>alert(1)</script>'), 'list.csv')).toBeNull();
    expect(servedMediaType(bytes('GIF89a<html><script>alert(1)</script>'), 'me.gif')).toBeNull();
    expect(servedMediaType(new Uint8Array([0x00, 0x01, 0x02]), 'data.csv')).toBeNull();
  });
});
