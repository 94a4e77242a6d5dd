import { DEFAULT_DISPLAY_PREFERENCES, effectiveColorScheme, motionReduced, parseDisplayPreferences } from './display-preferences';

describe('reading the stored display preferences', () => {
  it('given nothing stored, when read, then the defaults follow the system', () => {
    expect(parseDisplayPreferences(null)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    expect(DEFAULT_DISPLAY_PREFERENCES).toMatchObject({ colorScheme: 'system', motion: 'system' });
  });

  it('given stored choices, when read, then they are kept', () => {
    const stored = JSON.stringify({ colorScheme: 'dark', textSize: 'larger', motion: 'reduce', underlineLinks: true, strongFocus: true });
    expect(parseDisplayPreferences(stored)).toEqual({ colorScheme: 'dark', textSize: 'larger', motion: 'reduce', underlineLinks: true, strongFocus: true });
  });

  it('given one unknown value among good ones, when read, then only that one falls back to its default', () => {
    const stored = JSON.stringify({ colorScheme: 'purple', textSize: 'large', underlineLinks: 'yes', extra: '<script>' });
    expect(parseDisplayPreferences(stored)).toEqual({ ...DEFAULT_DISPLAY_PREFERENCES, textSize: 'large' });
  });

  it('given something that is not JSON, an array or an oversized value, when read, then the defaults are used', () => {
    expect(parseDisplayPreferences('{not json')).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    expect(parseDisplayPreferences('[1,2]')).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    expect(parseDisplayPreferences(JSON.stringify({ colorScheme: 'dark', pad: 'x'.repeat(2000) }))).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });
});

describe('what is in effect', () => {
  it('given "like my system", when the system is dark, then the site is dark, and light when it is light', () => {
    expect(effectiveColorScheme(DEFAULT_DISPLAY_PREFERENCES, true)).toBe('dark');
    expect(effectiveColorScheme(DEFAULT_DISPLAY_PREFERENCES, false)).toBe('light');
  });

  it('given a chosen scheme, when the system says otherwise, then the choice wins', () => {
    expect(effectiveColorScheme({ ...DEFAULT_DISPLAY_PREFERENCES, colorScheme: 'light' }, true)).toBe('light');
    expect(effectiveColorScheme({ ...DEFAULT_DISPLAY_PREFERENCES, colorScheme: 'dark' }, false)).toBe('dark');
  });

  it('given reduced motion chosen or asked for by the system, when checked, then motion is reduced', () => {
    expect(motionReduced({ ...DEFAULT_DISPLAY_PREFERENCES, motion: 'reduce' }, false)).toBe(true);
    expect(motionReduced(DEFAULT_DISPLAY_PREFERENCES, true)).toBe(true);
    expect(motionReduced(DEFAULT_DISPLAY_PREFERENCES, false)).toBe(false);
  });
});
