import { BYTE_ORDER_MARK, toCsv } from './csv-export';

describe('CSV exports', () => {
  test('start with a byte-order mark and use the chosen separator', () => {
    expect(toCsv([['Designator', 'MPN'], ['R1', 'RC0603']], { separator: ';', decimalSign: ',' })).toBe(`${BYTE_ORDER_MARK}Designator;MPN\r\nR1;RC0603\r\n`);
  });

  test('write numbers with the chosen decimal sign', () => {
    expect(toCsv([[12.5, 3]], { separator: ';', decimalSign: ',' })).toBe(`${BYTE_ORDER_MARK}12,5;3\r\n`);
    expect(toCsv([[12.5, 3]], { separator: ',', decimalSign: '.' })).toBe(`${BYTE_ORDER_MARK}12.5,3\r\n`);
  });

  test('quote cells that hold the separator, quotes or line breaks; a decimal comma under a comma separator is quoted', () => {
    expect(toCsv([['R1, R2', 'say "hi"', 'a\nb']], { separator: ',', decimalSign: '.' })).toBe(`${BYTE_ORDER_MARK}"R1, R2","say ""hi""","a\nb"\r\n`);
    expect(toCsv([[1.5]], { separator: ',', decimalSign: ',' })).toBe(`${BYTE_ORDER_MARK}"1,5"\r\n`);
    expect(toCsv([[null, undefined, true]], { separator: ',', decimalSign: '.' })).toBe(`${BYTE_ORDER_MARK},,true\r\n`);
  });
});
