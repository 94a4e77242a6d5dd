import type { Part } from '../matching/part';
import type { BomComponent } from '../parts-list/bom-import';
import { bomSheetRowsSchema } from './bom-sheet-row';
import { filledFromPart, wantsCatalogue } from './catalogue-fill';
import { sheetRowOf, sheetRowsOf } from './sheet-rows';

const component = (overrides: Partial<BomComponent>): BomComponent => ({
  row: 1,
  designators: ['R1', 'R2'],
  quantity: 2,
  mpn: 'RC0603FR-0710KL',
  manufacturer: 'Yageo',
  alternatives: [],
  description: 'Thick film resistor',
  package: '0603',
  electricValue: '10k',
  tolerance: '1%',
  maxVoltage: '',
  genericDeviceType: '',
  generic: false,
  doNotPlace: false,
  provided: false,
  detectedComponentType: 'RESISTOR',
  ...overrides,
});

describe('sheet rows from a parts list', () => {
  it('given a component, then its row keeps quantity, designators, manufacturer, MPN, package, description and electric value', () => {
    expect(sheetRowOf(component({}))).toEqual({
      quantity: 2,
      designators: ['R1', 'R2'],
      manufacturer: 'Yageo',
      mpn: 'RC0603FR-0710KL',
      package: '0603',
      description: 'Thick film resistor',
      electricValue: '10kΩ',
    });
  });

  it('given a line without a value column, then the row takes the value its description names, and none when it names two', () => {
    expect(sheetRowOf(component({ electricValue: '', description: 'RES SMD 4K7 1% 0603' })).electricValue).toBe('4.7kΩ');
    expect(sheetRowOf(component({ electricValue: '', description: '10K', detectedComponentType: 'RESISTOR' })).electricValue).toBe('10kΩ');
    expect(sheetRowOf(component({ electricValue: '', description: 'CAP 100nF or 10uF' })).electricValue).toBe('');
    expect(sheetRowOf(component({ electricValue: '10k', description: 'RES 4K7' })).electricValue).toBe('10kΩ');
    expect(sheetRowOf(component({ electricValue: '4.7u', description: '', detectedComponentType: 'CAPACITOR' })).electricValue).toBe('4.7µF');
  });

  it('given components, then there is one row per component, in the list\'s order', () => {
    const rows = sheetRowsOf([component({ designators: ['C1'], quantity: 1 }), component({ designators: ['U1'], quantity: 1 })]);
    expect(rows.map((row) => row.designators)).toEqual([['C1'], ['U1']]);
  });

  it('given a component without quantity, then the row counts its designators, and at least one', () => {
    expect(sheetRowOf(component({ quantity: 0, designators: ['R1', 'R2', 'R3'] })).quantity).toBe(3);
    expect(sheetRowOf(component({ quantity: 0, designators: [] })).quantity).toBe(1);
    expect(sheetRowOf(component({ quantity: 1_000_000 })).quantity).toBe(100_000);
  });

  it('given cells with control characters, direction overrides or too much text, then the row is within the sheet\'s rules', () => {
    const row = sheetRowOf(component({ manufacturer: 'Ya\u0007geo\u202E', mpn: 'X'.repeat(150), description: `${'long '.repeat(600)}\r\nend`, package: '  06\t03  ' }));
    expect(row.manufacturer).toBe('Ya geo');
    expect(row.mpn).toHaveLength(100);
    expect(row.package).toBe('06 03');
    expect(row.description.length).toBeLessThanOrEqual(2500);
    expect(bomSheetRowsSchema.safeParse([row]).success).toBe(true);
  });

  it('given a designator longer than the sheet allows, then the row leaves it out', () => {
    expect(sheetRowOf(component({ designators: ['R1', `R${'1'.repeat(60)}`] })).designators).toEqual(['R1']);
  });
});

describe('sheet rows filled from the parts catalogue', () => {
  const part: Part = {
    mpn: 'RC0603FR-0710KL', manufacturer: 'YAGEO', description: '10 kOhm thick film resistor', deviceType: 'RESISTOR', case: '0603', electricalValue: '10 kOhm',
    tolerance: null, maxVoltage: null, pitch: null, mount: null, ecSize: null, image: null,
  };

  it('given a row with empty fields and its part, then the empty fields are filled and the others kept', () => {
    const row = sheetRowOf(component({ manufacturer: '', package: '', description: '', electricValue: '22kΩ' }));
    expect(wantsCatalogue(row)).toBe(true);
    expect(filledFromPart(row, part)).toEqual({ ...row, manufacturer: 'YAGEO', package: '0603', description: '10 kOhm thick film resistor', electricValue: '22kΩ' });
  });

  it('given a part the catalogue does not know, then the row stays as it is', () => {
    const row = sheetRowOf(component({ manufacturer: '' }));
    expect(filledFromPart(row, null)).toBe(row);
  });

  it('given a row without MPN or without empty fields, then the catalogue is not asked for it', () => {
    expect(wantsCatalogue(sheetRowOf(component({ mpn: '', manufacturer: '' })))).toBe(false);
    expect(wantsCatalogue(sheetRowOf(component({})))).toBe(false);
  });
});
