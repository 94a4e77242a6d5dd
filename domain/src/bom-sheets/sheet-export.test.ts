import { toCsv } from '../exports/csv-export';
import type { BomSheetRow } from './bom-sheet-row';
import { formattedSheetName, sheetTable } from './sheet-export';

const rows: BomSheetRow[] = [
  { quantity: 2, designators: ['R1', 'R2'], manufacturer: 'Yageo', mpn: 'RC0603FR-0710KL', package: '0603', description: 'Resistor', electricValue: '10k' },
  { quantity: 1, designators: ['U1'], manufacturer: 'TI', mpn: 'DRV8313PWPR', package: 'HTSSOP-28', description: 'Motor driver', electricValue: '' },
];

describe('a downloaded sheet', () => {
  it('given rows, then the table numbers them and joins their designators, under the English or German header', () => {
    expect(sheetTable(rows, 'en')).toEqual([
      ['#', 'Quantity', 'Designator', 'Manufacturer', 'MPN', 'Package', 'Description', 'Electric value'],
      [1, 2, 'R1, R2', 'Yageo', 'RC0603FR-0710KL', '0603', 'Resistor', '10k'],
      [2, 1, 'U1', 'TI', 'DRV8313PWPR', 'HTSSOP-28', 'Motor driver', ''],
    ]);
    expect(sheetTable(rows, 'de')[0]).toEqual(['#', 'Menge', 'Bezeichner', 'Hersteller', 'MPN', 'Gehäuse', 'Beschreibung', 'Elektrischer Wert']);
  });

  it('given the table as CSV, then designators stay in one quoted cell', () => {
    expect(toCsv(sheetTable(rows, 'en'), { separator: ',', decimalSign: '.' }).split('\r\n')[1]).toBe('1,2,"R1, R2",Yageo,RC0603FR-0710KL,0603,Resistor,10k');
  });

  it('given the uploaded name, then the download is named after it with _formatted', () => {
    expect(formattedSheetName('board_bom.xlsx', 'csv')).toBe('board_bom_formatted.csv');
    expect(formattedSheetName('my.board.csv', 'xlsx')).toBe('my.board_formatted.xlsx');
    expect(formattedSheetName('noextension', 'csv')).toBe('noextension_formatted.csv');
  });
});
