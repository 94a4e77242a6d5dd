import { createTheme, type Theme } from '@mui/material/styles';

export interface DisplayingHint {
  readonly settingName: string;
  readonly settingValue: string;
}

/** Colours of the marketplace: primary purple, secondary yellow. */
export const MARKETPLACE_COLOURS = { primary: '#5b2a86', secondary: '#f2c230' } as const;

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

export function createAppTheme(hints: readonly DisplayingHint[] = []): Theme {
  const colours = coloursOf(hints);
  return createTheme({
    palette: {
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      ...(colours.background ? { background: { default: colours.background } } : {}),
      ...(colours.text ? { text: { primary: colours.text } } : {}),
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: { MuiButton: { defaultProps: { disableElevation: true } } },
  });
}
