import { createTheme, getContrastRatio, lighten, type Components, type Theme, type ThemeOptions } from '@mui/material/styles';
import { FONT_SIZES, type DisplayPreferences } from '../display/display-preferences';
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

/** The displaying hints a shop's pages take, by the names admins are offered. */
export const COLOUR_HINT_NAMES = ['primaryColor', 'secondaryColor', 'backgroundColor', 'textColor'] as const;

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

/** How the person wants the site shown in this browser; all defaults when nothing was chosen. */
export interface ThemeDisplay {
  readonly colorScheme: 'light' | 'dark';
  readonly reducedMotion: boolean;
  readonly textSize: DisplayPreferences['textSize'];
  readonly underlineLinks: boolean;
  readonly strongFocus: boolean;
}

export const DEFAULT_THEME_DISPLAY: ThemeDisplay = { colorScheme: 'light', reducedMotion: false, textSize: 'normal', underlineLinks: false, strongFocus: false };

/** MUI's dark background, against which a colour used for text and lines must reach 4.5:1. */
const DARK_BACKGROUND = '#121212';

/** A colour made lighter in steps until it reads on the dark background (a deep purple does not). */
export function readableOnDark(colour: string): string {
  let result = colour;
  for (let step = 1; step <= 10 && getContrastRatio(result, DARK_BACKGROUND) < 4.5; step++) result = lighten(colour, step / 10);
  return result;
}

/** The fonts in the chosen size; given to the theme's own options, since its text styles are worked out from them. */
const typographyOf = (display: ThemeDisplay) => ({ fontFamily: FONTS, fontSize: FONT_SIZES[display.textSize] });

/** What the display preferences change in any site's theme besides the text size: motion, links and the focus ring. */
function displayOptions(display: ThemeDisplay): ThemeOptions {
  const focusColour = display.colorScheme === 'dark' ? '#ffffff' : '#000000';
  return {
    ...(display.reducedMotion ? { transitions: { create: () => 'none' } } : {}),
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ...(display.reducedMotion ? { html: { scrollBehavior: 'auto' } } : {}),
          ...(display.strongFocus ? { '*:focus-visible': { outline: `3px solid ${focusColour} !important`, outlineOffset: '2px' } } : {}),
        },
      },
      ...(display.reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      ...(display.underlineLinks ? { MuiLink: { defaultProps: { underline: 'always' } } } : {}),
    },
  };
}

/**
 * The theme of a site: the formatter's colours on its host, else the marketplace's or a white-label shop's, shown
 * light or dark and with the person's text size, motion, links and focus ring. In dark, a shop's background and text
 * hints are left out (they were chosen for light), a primary colour too dark to read there is lightened, and text on
 * coloured buttons is black or white, whichever reaches 4.5:1 (the dark palette's red, green and blue are light).
 */
export function createAppTheme(hints: readonly DisplayingHint[] = [], mode?: SiteMode, display: ThemeDisplay = DEFAULT_THEME_DISPLAY): Theme {
  const dark = display.colorScheme === 'dark';
  const base = displayOptions(display);
  if (mode === 'BOM_FORMATTER') {
    return createTheme(
      {
        palette: {
          mode: display.colorScheme,
          ...(dark ? { contrastThreshold: 4.5 } : {}),
          primary: { main: FORMATTER_COLOURS.primary, dark: FORMATTER_COLOURS.primaryDark, contrastText: FORMATTER_COLOURS.onPrimary },
          secondary: { main: dark ? readableOnDark(FORMATTER_COLOURS.secondary) : FORMATTER_COLOURS.secondary },
        },
        shape: { borderRadius: 8 },
        typography: typographyOf(display),
        components: dark ? { MuiButton: { defaultProps: { disableElevation: true } }, MuiLink: { defaultProps: { color: 'primary' } } } : FORMATTER_COMPONENTS,
      },
      base,
    );
  }
  const colours = coloursOf(hints);
  return createTheme(
    {
      palette: dark
        ? { mode: 'dark', contrastThreshold: 4.5, primary: { main: readableOnDark(colours.primary) }, secondary: { main: readableOnDark(colours.secondary) } }
        : {
            mode: 'light',
            primary: { main: colours.primary },
            secondary: { main: colours.secondary },
            ...(colours.background ? { background: { default: colours.background } } : {}),
            ...(colours.text ? { text: { primary: colours.text } } : {}),
          },
      shape: { borderRadius: 8 },
      typography: typographyOf(display),
      components: { MuiButton: { defaultProps: { disableElevation: true } } },
    },
    base,
  );
}
