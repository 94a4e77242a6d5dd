import { getContrastRatio } from '@mui/material/styles';
import { coloursOf, createAppTheme, FORMATTER_COLOURS, MARKETPLACE_COLOURS, readableOnDark } from './theme';

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

describe('the display preferences in the theme', () => {
  const display = { colorScheme: 'light', reducedMotion: false, textSize: 'normal', underlineLinks: false, strongFocus: false } as const;

  it('given dark, when the marketplace theme is made, then its purple is lightened until it reads on the dark background', () => {
    const theme = createAppTheme([], 'MARKETPLACE', { ...display, colorScheme: 'dark' });
    expect(theme.palette.mode).toBe('dark');
    expect(getContrastRatio(theme.palette.primary.main, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(readableOnDark('#ffffff')).toBe('#ffffff');
  });

  it('given dark, when any coloured button is drawn, then its text reaches 4.5:1 on it', () => {
    for (const mode of ['MARKETPLACE', 'BOM_FORMATTER'] as const) {
      const { palette } = createAppTheme([], mode, { ...display, colorScheme: 'dark' });
      for (const colour of [palette.primary, palette.secondary, palette.error, palette.warning, palette.info, palette.success]) {
        expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('given dark, when a shop with its own background and text is shown, then those light-mode colours are left out', () => {
    const hints = [
      { settingName: 'backgroundColor', settingValue: '#ffffff' },
      { settingName: 'textColor', settingValue: '#111111' },
    ];
    const theme = createAppTheme(hints, 'WHITELABEL', { ...display, colorScheme: 'dark' });
    expect(theme.palette.background.default).not.toBe('#ffffff');
    expect(theme.palette.text.primary).not.toBe('#111111');
  });

  it('given larger text, when the theme is made, then the body text grows', () => {
    const normal = createAppTheme([], 'MARKETPLACE', display);
    const larger = createAppTheme([], 'MARKETPLACE', { ...display, textSize: 'larger' });
    expect(larger.typography.fontSize).toBe(18);
    expect(parseFloat(String(larger.typography.body1.fontSize))).toBeGreaterThan(parseFloat(String(normal.typography.body1.fontSize)));
  });

  it('given reduced motion, when the theme is made, then transitions and ripples are off', () => {
    const theme = createAppTheme([], 'MARKETPLACE', { ...display, reducedMotion: true });
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('given underlined links and a strong focus ring, when the theme is made, then links are underlined and focus has a thick outline', () => {
    const theme = createAppTheme([], 'BOM_FORMATTER', { ...display, underlineLinks: true, strongFocus: true });
    expect(theme.components?.MuiLink?.defaultProps?.underline).toBe('always');
    expect(JSON.stringify(theme.components?.MuiCssBaseline?.styleOverrides)).toContain('3px solid');
    expect(theme.palette.primary.main).toBe(FORMATTER_COLOURS.primary);
  });
});
