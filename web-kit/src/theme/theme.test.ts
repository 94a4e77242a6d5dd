import { coloursOf, createAppTheme, FORMATTER_COLOURS, MARKETPLACE_COLOURS } from './theme';

describe('white-label colours', () => {
  it('given a shop with colour hints, when the theme is made, then its colours are used', () => {
    expect(coloursOf([{ settingName: 'primaryColor', settingValue: '#0a7f3f' }, { settingName: 'secondary-color', settingValue: 'rgb(1, 2, 3)' }])).toMatchObject({ primary: '#0a7f3f', secondary: 'rgb(1, 2, 3)' });
  });
  it('given a hint that is not a plain colour, when the theme is made, then the marketplace colour stays', () => {
    expect(coloursOf([{ settingName: 'primaryColor', settingValue: 'red; background: url(https://evil.example)' }]).primary).toBe(MARKETPLACE_COLOURS.primary);
  });
});

describe('the BOM formatter colours', () => {
  it('given the formatter host, when the theme is made, then its primary is yellow with dark text on it', () => {
    const theme = createAppTheme([], 'BOM_FORMATTER');
    expect(theme.palette.primary.main).toBe(FORMATTER_COLOURS.primary);
    expect(theme.palette.primary.contrastText).toBe(FORMATTER_COLOURS.onPrimary);
    expect(theme.palette.getContrastText(theme.palette.primary.main)).not.toBe('#fff');
  });
  it('given the marketplace, when the theme is made, then its primary stays purple', () => {
    expect(createAppTheme([], 'MARKETPLACE').palette.primary.main).toBe(MARKETPLACE_COLOURS.primary);
  });
});
