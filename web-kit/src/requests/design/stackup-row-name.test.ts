import { buildStackup } from '@pcbm/domain/board/stackup';
import type { Layer } from '@pcbm/domain/board/layer';
import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/i18n';
import { KIT_STRINGS } from '../../i18n/kit-strings';
import { stackupRowName, stackupRowNote } from './stackup-row-name';

const tOf = (locale: 'en' | 'de') => createI18n(KIT_STRINGS, locale).getFixedT(locale) as TFunction;
const file = (name: string, kind: Layer['kind'], side: Layer['side'], number?: number) => ({ name, layer: number === undefined ? { kind, side } : { kind, side, number } });
const fourLayers = buildStackup(
  [
    file('b.gtl', 'copper', 'top', 1),
    file('b.g2', 'copper', 'inner', 2),
    file('b.g3', 'copper', 'inner', 3),
    file('b.gbl', 'copper', 'bottom', 4),
    file('b.gts', 'soldermask', 'top'),
    file('b.gbo', 'legend', 'bottom'),
    file('b.gm1', 'profile', 'all'),
    file('b-PTH.drl', 'platedDrill', 'all'),
  ],
  4,
);

describe('the stackup rows in words', () => {
  it('given the rows the product built, when read in German, then every row is described in German', () => {
    const t = tOf('de');
    expect(fourLayers.map((row) => stackupRowName(row, t))).toEqual([
      'Abziehlack (oben)', 'Lotpaste (oben)', 'Bestückungsdruck (oben)', 'Lötstopplack (oben)',
      'Kupfer (oben, L1)', 'Dielektrikum 1', 'Kupfer (innen, L2)', 'Basismaterial', 'Kupfer (innen, L3)', 'Dielektrikum 3', 'Kupfer (unten, L4)',
      'Lötstopplack (unten)', 'Bestückungsdruck (unten)', 'Lotpaste (unten)', 'Abziehlack (unten)',
      'Kontur', 'Durchkontaktierte Bohrung', 'Nicht durchkontaktierte Bohrung',
    ]);
  });

  it('given the same rows, when read in English, then they read as English words, not as the layer kinds\' code names', () => {
    const t = tOf('en');
    expect(fourLayers.slice(0, 5).map((row) => stackupRowName(row, t))).toEqual(['Peelable mask (top)', 'Solder paste (top)', 'Legend (top)', 'Solder mask (top)', 'Copper (top, L1)']);
  });

  it('given the rows of an uploaded job, when read, then they keep their maker\'s words', () => {
    const t = tOf('de');
    expect(stackupRowName({ type: 'Copper', name: 'F.Cu', active: true }, t)).toBe('F.Cu');
    expect(stackupRowName({ type: 'Dielectric', label: 'Core', name: 'dielectric 1', active: true }, t)).toBe('Core');
    expect(stackupRowName({ type: 'SolderMask', active: true }, t)).toBe('Lötstopplack');
  });

  it('given an unused layer, when its note is read, then the product\'s note is in the reader\'s language and a person\'s stays as written', () => {
    const unused = fourLayers.find((row) => !row.active)!;
    expect(stackupRowNote(unused, tOf('de'))).toBe('[Lage nicht verwendet]');
    expect(stackupRowNote(unused, tOf('en'))).toBe('[Layer not used]');
    expect(stackupRowNote({ ...unused, note: 'Bitte matt' }, tOf('en'))).toBe('Bitte matt');
  });
});
