import type { TFunction } from 'i18next';
import { createI18n } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { warningCount, warningLines, type DesignWarning } from './design-warnings';

const tOf = (locale: 'en' | 'de') => createI18n(KIT_STRINGS, locale).getFixedT(locale) as TFunction;
const notInBom = (designator: string): DesignWarning => ({ code: 'designatorNotInBom', message: `${designator} is placed but not in the parts list.`, file: 'board-cpl.csv', subject: designator });
const warnings: DesignWarning[] = [
  { code: 'ZIP_NOT_VIRUS_CHECKED', message: 'Zip files are not checked for viruses.', file: 'board_Gerber.zip' },
  notInBom('R34'),
  notInBom('R35'),
  notInBom('U7'),
  { code: 'SOMETHING_NEW', message: 'A sentence of the server.', file: 'board.gbrjob' },
];

describe('the warnings a request was sent with', () => {
  it('given many parts placed but not in the parts list, when read in German, then one line counts them and names the parts', () => {
    expect(warningLines(warnings, tOf('de'))).toEqual([
      { key: 'ZIP_NOT_VIRUS_CHECKED/board_Gerber.zip', text: 'board_Gerber.zip: Zip-Dateien werden nicht auf Viren geprüft.', subjects: [] },
      { key: 'designatorNotInBom/board-cpl.csv', text: '3 bestückte Bauteile stehen nicht in der Stückliste', subjects: ['R34', 'R35', 'U7'] },
      { key: 'SOMETHING_NEW/board.gbrjob/0', text: 'board.gbrjob: A sentence of the server.', subjects: [] },
    ]);
  });

  it('given one such part, when read in English, then the line speaks of one part', () => {
    expect(warningLines([notInBom('R34')], tOf('en'))[0]).toMatchObject({ text: '1 placed part is not in the parts list', subjects: ['R34'] });
  });

  it('given parts of the parts list left out of the placement list, when read in both languages, then one line counts them and names them', () => {
    const notPlaced = (designator: string): DesignWarning => ({ code: 'designatorNotPlaced', message: `${designator} is in the parts list but not placed.`, file: 'board-cpl.csv', subject: designator });
    expect(warningLines([notPlaced('TP1'), notPlaced('TP2')], tOf('de'))[0]).toMatchObject({ text: '2 Bauteile der Stückliste werden nicht bestückt', subjects: ['TP1', 'TP2'] });
    expect(warningLines([notPlaced('TP1')], tOf('en'))[0]).toMatchObject({ text: '1 part of the parts list is not placed', subjects: ['TP1'] });
  });

  it('given a drill file whose layers do not fit its kind, when read in German, then the line names the file', () => {
    const blind: DesignWarning = { code: 'BLIND_DRILL_INSIDE', message: 'b-2-3.drl is a blind drill but joins only inner layers (L2–L3).', file: 'b-2-3.drl' };
    expect(warningLines([blind], tOf('de'))[0].text).toBe('b-2-3.drl ist ein Sackloch, verbindet aber nur Innenlagen; vielleicht ist es eine vergrabene Bohrung.');
  });

  it('given rows past those the server names one by one, when counted, then the unnamed ones count too', () => {
    const named = Array.from({ length: 100 }, (_, index): DesignWarning => ({ code: 'mpnMissing', message: `MPN not found for R${index + 1}.`, file: null, subject: `R${index + 1}` }));
    const all = [...named, { code: 'mpnMissing', message: '20 more of these.', file: null, more: 20 }];
    expect(warningCount(all)).toBe(120);
    const [line] = warningLines(all, tOf('en'));
    expect(line.text).toBe('120 rows of the parts list have no manufacturer part number (MPN)');
    expect(line.subjects).toHaveLength(100);
  });
});
