import { createTheme, type Components, type Theme } from '@mui/material/styles';
import type { SiteMode } from '../guards/guard-route';

export interface DisplayingHint {
  readonly settingName: string;
  readonly settingValue: string;
}

/** Colours of the marketplace: primary purple, secondary yellow. */
export const MARKETPLACE_COLOURS = { primary: '#5b2a86', secondary: '#f2c230' } as const;

/**
 * Colours of the BOM formatter: primary yellow with dark text on it (10.6:1), and a deep amber (6.5:1 on white)
 * wherever the primary colour would be text or a thin line on a light background (links, outlined and text
 * buttons, the focused field), since yellow itself is too light there; secondary the marketplace purple.
 */
export const FORMATTER_COLOURS = { primary: '#f5c400', primaryDark: '#7a5900', onPrimary: '#1f1a00', secondary: MARKETPLACE_COLOURS.primary } as const;

const FORMATTER_COMPONENTS: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: {
        variants: [
          { props: { variant: 'text', color: 'primary' }, style: { color: FORMATTER_COLOURS.primaryDark } },
          { props: { variant: 'outlined', color: 'primary' }, style: { color: FORMATTER_COLOURS.primaryDark, borderColor: FORMATTER_COLOURS.primaryDark } },
        ],
      },
    },
  },
  MuiLink: { defaultProps: { color: 'primary.dark' } },
  MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused': { color: FORMATTER_COLOURS.primaryDark } } } },
  MuiOutlinedInput: { styleOverrides: { root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: FORMATTER_COLOURS.primaryDark } } } },
};

const FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const COLOUR = /^#[0-9a-f]{3}([0-9a-f]{3})?$|^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i;

/**
 * A white-label shop's colour scheme from its displaying hints (primaryColor, secondaryColor,
 * backgroundColor, textColor). Only plain colours are taken: a hint is data from an admin form, not CSS.
 */
export function coloursOf(hints: readonly DisplayingHint[]): { primary: string; secondary: string; background?: string; text?: string } {
  const value = (...names: string[]) => {
    const hint = hints.find((h) => names.includes(h.settingName.replace(/[-_\s]/g, '').toLowerCase()));
    return hint && COLOUR.test(hint.settingValue.trim()) ? hint.settingValue.trim() : undefined;
  };
  return {
    primary: value('primarycolor', 'primarycolour', 'primary') ?? MARKETPLACE_COLOURS.primary,
    secondary: value('secondarycolor', 'secondarycolour', 'secondary') ?? MARKETPLACE_COLOURS.secondary,
    background: value('backgroundcolor', 'backgroundcolour', 'background'),
    text: value('textcolor', 'textcolour', 'text'),
  };
}

/** The theme of a site: the formatter's colours on its host, else the marketplace's or a white-label shop's. */
export function createAppTheme(hints: readonly DisplayingHint[] = [], mode?: SiteMode): Theme {
  if (mode === 'BOM_FORMATTER') {
    return createTheme({
      palette: {
        primary: { main: FORMATTER_COLOURS.primary, dark: FORMATTER_COLOURS.primaryDark, contrastText: FORMATTER_COLOURS.onPrimary },
        secondary: { main: FORMATTER_COLOURS.secondary },
      },
      shape: { borderRadius: 8 },
      typography: { fontFamily: FONTS },
      components: FORMATTER_COMPONENTS,
    });
  }
  const colours = coloursOf(hints);
  return createTheme({
    palette: {
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      ...(colours.background ? { background: { default: colours.background } } : {}),
      ...(colours.text ? { text: { primary: colours.text } } : {}),
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: FONTS },
    components: { MuiButton: { defaultProps: { disableElevation: true } } },
  });
}
