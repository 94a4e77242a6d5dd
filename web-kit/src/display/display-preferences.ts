import { z } from 'zod';

/** Where the display preferences are kept: in this browser, for everyone who uses it. */
export const DISPLAY_PREFERENCES_KEY = 'pcbm.display';

export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export const MOTION_CHOICES = ['system', 'reduce'] as const;

export const displayPreferencesSchema = z.object({
  colorScheme: z.enum(COLOR_SCHEMES),
  textSize: z.enum(TEXT_SIZES),
  motion: z.enum(MOTION_CHOICES),
  underlineLinks: z.boolean(),
  strongFocus: z.boolean(),
});

/** How the site looks in this browser: colour scheme, text size, motion, links and the focus ring. */
export type DisplayPreferences = z.infer<typeof displayPreferencesSchema>;

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  colorScheme: 'system',
  textSize: 'normal',
  motion: 'system',
  underlineLinks: false,
  strongFocus: false,
};

/** The base font size in pixels for each text size; MUI's own default is 14. */
export const FONT_SIZES: Record<DisplayPreferences['textSize'], number> = { normal: 14, large: 16, larger: 18 };

/**
 * Reads stored preferences. Storage is the visitor's to change, so whatever is not a known choice falls back to
 * the default for that one preference instead of failing the page.
 */
export function parseDisplayPreferences(stored: string | null | undefined): DisplayPreferences {
  if (!stored || stored.length > 1000) return DEFAULT_DISPLAY_PREFERENCES;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return DEFAULT_DISPLAY_PREFERENCES;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_DISPLAY_PREFERENCES;
  const shape = displayPreferencesSchema.shape;
  const result: Record<string, unknown> = { ...DEFAULT_DISPLAY_PREFERENCES };
  for (const key of Object.keys(shape) as (keyof DisplayPreferences)[]) {
    const parsed = shape[key].safeParse((value as Record<string, unknown>)[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as DisplayPreferences;
}

/** The colour scheme in effect: the chosen one, or the system's when the choice is to follow it. */
export function effectiveColorScheme(preferences: DisplayPreferences, systemPrefersDark: boolean): 'light' | 'dark' {
  if (preferences.colorScheme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preferences.colorScheme;
}

/** Whether motion is reduced: always when chosen, else when the system asks for it. */
export function motionReduced(preferences: DisplayPreferences, systemPrefersReducedMotion: boolean): boolean {
  return preferences.motion === 'reduce' || systemPrefersReducedMotion;
}
