import { coloursOf, MARKETPLACE_COLOURS } from './theme';

describe('white-label colours', () => {
  it('given a shop with colour hints, when the theme is made, then its colours are used', () => {
    expect(coloursOf([{ settingName: 'primaryColor', settingValue: '#0a7f3f' }, { settingName: 'secondary-color', settingValue: 'rgb(1, 2, 3)' }])).toMatchObject({ primary: '#0a7f3f', secondary: 'rgb(1, 2, 3)' });
  });
  it('given a hint that is not a plain colour, when the theme is made, then the marketplace colour stays', () => {
    expect(coloursOf([{ settingName: 'primaryColor', settingValue: 'red; background: url(https://evil.example)' }]).primary).toBe(MARKETPLACE_COLOURS.primary);
  });
});
