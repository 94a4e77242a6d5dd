import { buildStackup } from '@pcbm/domain/board/stackup';
import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/i18n';
import { KIT_STRINGS } from '../../i18n/kit-strings';
import { stackupTable } from './stackup-table';

const t = createI18n(KIT_STRINGS, 'de').getFixedT('de', 'requests') as TFunction<'requests'>;

describe('the stackup on a request page', () => {
  it('given the rows the product built, when shown, then each is described by its layer and the kind has no column of its own', () => {
    const rows = buildStackup([{ name: 'b.gtl', layer: { kind: 'copper', side: 'top', number: 1 } }, { name: 'b.gbl', layer: { kind: 'copper', side: 'bottom', number: 2 } }], 2).filter((row) => row.active);
    const table = stackupTable(rows.map((row) => ({ ...row, thickness: 'Standard' })), t);
    expect(table.head).toEqual(['Lage', 'Dicke', 'Material', 'Datei']);
    expect(table.rows[0]).toEqual(['Kupfer (oben, L1)', 'Standard', '', 'b.gtl']);
    expect(table.folded).toEqual([2, 3]);
  });

  it('given the rows of an uploaded job, when shown, then they keep their names and the kind has its column', () => {
    const table = stackupTable([{ type: 'SolderMask', name: 'F.Mask', thickness: 0.01, active: true, note: 'Matt' }], t);
    expect(table.head).toEqual(['Lage', 'Typ', 'Dicke', 'Anmerkung']);
    expect(table.rows).toEqual([['F.Mask', 'Lötstopplack', '0,01 mm', 'Matt']]);
    expect(table.folded).toEqual([3]);
  });

  it('given rows without material, file or note, when shown, then those columns are left out', () => {
    const table = stackupTable([{ type: 'Copper', name: 'F.Cu', thickness: 0.035, active: true }], t);
    expect(table.head).toEqual(['Lage', 'Typ', 'Dicke']);
    expect(table.rows).toEqual([['F.Cu', 'Kupfer', '0,035 mm']]);
  });
});
