import { formatBoardSize, formatDecimal, formatMillimetres } from './numbers';

describe('numbers in the reader\'s language', () => {
  it('given German, then decimals take a comma; given English, a point', () => {
    expect(formatMillimetres(1.6, 'de')).toBe('1,6 mm');
    expect(formatMillimetres(1.6, 'en')).toBe('1.6 mm');
    expect(formatMillimetres(0.0175, 'de')).toBe('0,0175 mm');
    expect(formatBoardSize(144.1, 105.1, 'de')).toBe('144,10 × 105,10 mm');
    expect(formatBoardSize(144.1, 105.1, 'en')).toBe('144.10 × 105.10 mm');
    expect(formatDecimal(12.25, 'de', { min: 3, max: 3 })).toBe('12,250');
  });
});
