import placementDe from '../placement/locales/de.json';
import placementEn from '../placement/locales/en.json';
import de from './locales/de.json';
import en from './locales/en.json';
import { keysOf } from './test-strings';

describe('the strings of the parts and placement steps', () => {
  it.each([
    ['components', en, de],
    ['placement', placementEn, placementDe],
  ])('given the %s strings, when English and German are compared, then both have the same keys and no empty text', (_, english, german) => {
    expect(keysOf(german)).toEqual(keysOf(english));
    const texts = (strings: object): string[] => Object.values(strings).flatMap((value) => (typeof value === 'string' ? [value] : texts(value as object)));
    expect(texts(english).filter((text) => text.trim() === '')).toEqual([]);
    expect(texts(german).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('given every problem code the importers report, when looked up, then both languages name it', () => {
    const bomCodes = ['emptyTable', 'headerRowMissing', 'firstRowMissing', 'lastRowMissing', 'designatorMissing', 'designatorEmpty', 'mpnMissing', 'manufacturerWithoutMpn', 'alternativeManufacturerWithoutMpn', 'alternativeOrder', 'invalidDesignator', 'quantityInvalid', 'quantityMismatch', 'mpnEmpty', 'genericWithoutDescription', 'rowsIgnored_one', 'rowsIgnored_other', 'tooFewRows', 'duplicateDesignator', 'rangeNotExpanded', 'moreDuplicateDesignators_one', 'moreDuplicateDesignators_other'];
    const cplCodes = ['headerRowMissing', 'designatorMissing', 'xPosMissing', 'yPosMissing', 'rotationMissing', 'sideMissing', 'firstRowMissing', 'numberInvalid', 'sideInvalid', 'designatorNotInBom', 'designatorNotPlaced', 'outOfBoard', 'nearZero'];
    for (const strings of [en, de]) expect(Object.keys(strings.problems).sort()).toEqual([...bomCodes].sort());
    for (const strings of [placementEn, placementDe]) expect(Object.keys(strings.problems).sort()).toEqual([...cplCodes].sort());
  });
});
