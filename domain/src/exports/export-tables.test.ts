import { bomTable, lengthIn, placementTable } from './export-tables';

describe('export tables', () => {
  test('lengths convert from mm to the chosen unit', () => {
    expect(lengthIn(25.4, 'Inch')).toBe(1);
    expect(lengthIn(1, 'Mil')).toBe(39.37);
    expect(lengthIn(1.2345, 'Micrometer')).toBe(1235);
    expect(lengthIn(1.23456, 'Millimeter')).toBe(1.235);
  });

  test('the parts list follows the chosen column order with headers in the chosen language', () => {
    const rows = [{ designators: ['R1', 'R2'], quantity: 2, mpn: 'RC0603', manufacturer: 'Yageo' }];
    expect(bomTable(rows, ['MPN', 'DESIGNATOR', 'QUANTITY'], 'de')).toEqual([
      ['Herstellerteilenummer', 'Bauteilbezeichner', 'Menge'],
      ['RC0603', 'R1, R2', 2],
    ]);
    expect(bomTable(rows, ['ITEM_INDEX', 'ALTERNATIVE_MPN1', 'MANUFACTURER'], 'en')).toEqual([
      ['Item', 'Manufacturer'],
      [1, 'Yageo'],
    ]);
  });

  test('the placement list gives positions in the chosen unit', () => {
    const placement = { row: 1, designator: 'U1', xPos: 25.4, yPos: 50.8, rotation: 90, side: 'bottom' as const, package: '', value: '' };
    expect(placementTable([placement], 'Inch', 'en')).toEqual([
      ['Designator', 'X (in)', 'Y (in)', 'Rotation', 'Side'],
      ['U1', 1, 2, 90, 'bottom'],
    ]);
  });
});
