import type { BomSheetRow, Part } from '@pcbm/domain';
import type { PartsCatalogue } from '@pcbm/platform';
import { withCatalogueDetails } from './bom-sheet-formatting';

const rows: BomSheetRow[] = [
  { quantity: 1, designators: ['U1'], manufacturer: '', mpn: 'DRV8313PWPR', package: '', description: '', electricValue: '' },
  { quantity: 2, designators: ['R1', 'R2'], manufacturer: 'Yageo', mpn: 'RC0603', package: '0603', description: 'Resistor', electricValue: '10k' },
];
const driver: Part = {
  mpn: 'DRV8313PWPR', manufacturer: 'Texas Instruments', description: 'Motor driver', deviceType: 'CHIP', case: 'HTSSOP-28', electricalValue: null,
  tolerance: null, maxVoltage: null, pitch: null, mount: null, ecSize: null, image: null,
};
const catalogue = (partsFor: PartsCatalogue['partsFor']) => ({ partsFor }) as unknown as PartsCatalogue;

describe('sheet rows filled from the parts catalogue', () => {
  it('given a row with empty fields, when the catalogue knows its part, then only those fields are filled and only that row is asked for', async () => {
    const asked: string[][] = [];
    const filled = await withCatalogueDetails(catalogue(async (queries) => (asked.push(queries.map((q) => q.mpn)), [driver])), rows);
    expect(asked).toEqual([['DRV8313PWPR']]);
    expect(filled).toEqual([{ ...rows[0], manufacturer: 'Texas Instruments', package: 'HTSSOP-28', description: 'Motor driver' }, rows[1]]);
  });

  it('given a catalogue that fails, then the rows are formatted as the list has them', async () => {
    expect(await withCatalogueDetails(catalogue(async () => Promise.reject(new Error('catalogue down'))), rows)).toEqual(rows);
  });
});
