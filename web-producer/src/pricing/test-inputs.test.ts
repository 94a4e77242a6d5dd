import { checkTestInputs, defaultTestInputs, readDecimal } from './test-inputs';

describe('the test inputs as typed', () => {
  it.each([
    ['1,6', 1.6],
    ['1.6', 1.6],
    [' 12 ', 12],
    [',5', 0.5],
    ['0', 0],
  ])('given %p, then it reads %p', (text, value) => {
    expect(readDecimal(text)).toBe(value);
  });

  it.each(['', '1.234,5', '1,2,3', '1e3', '0x10', 'abc', '1 000'])('given %p, then it is not a number', (text) => {
    expect(readDecimal(text)).toBeNaN();
  });

  it('given the locale, then the defaults are written as it writes numbers', () => {
    expect(defaultTestInputs('de')).toMatchObject({ boardThickness: '1,6', pcbQuantity: '10', finish: 'HASL lead-free', pcbProvided: 'no' });
    expect(defaultTestInputs('en')).toMatchObject({ boardThickness: '1.6', pcbQuantity: '10' });
  });

  it('given German defaults with a comma, then they check as the numbers the formulas receive', () => {
    const check = checkTestInputs({ ...defaultTestInputs('de'), partSourcingCost: '12,50' });
    expect(check).toMatchObject({ valid: true, variables: { boardThickness: 1.6, partSourcingCost: 12.5, finish: 2, pcbProvided: 0 } });
  });

  it('given a thousands separator or a fraction where whole numbers belong, then the field is marked', () => {
    const check = checkTestInputs({ ...defaultTestInputs('de'), boardThickness: '1.234,5', pcbQuantity: '2,5' });
    expect(check).toEqual({ valid: false, problems: { boardThickness: { kind: 'notANumber' }, pcbQuantity: { kind: 'notWhole' } } });
  });
});
