import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  DISPLAY_PREFERENCES_KEY,
  effectiveColorScheme,
  motionReduced,
  parseDisplayPreferences,
  type DisplayPreferences,
} from './display-preferences';

export interface DisplayPreferencesValue {
  readonly preferences: DisplayPreferences;
  /** Changes some preferences; they apply at once and are kept in this browser. */
  readonly change: (changes: Partial<DisplayPreferences>) => void;
  /** Back to the defaults, which follow the system. */
  readonly reset: () => void;
  readonly colorScheme: 'light' | 'dark';
  readonly reducedMotion: boolean;
}

const DisplayPreferencesContext = createContext<DisplayPreferencesValue>({
  preferences: DEFAULT_DISPLAY_PREFERENCES,
  change: () => undefined,
  reset: () => undefined,
  colorScheme: 'light',
  reducedMotion: false,
});

export const useDisplayPreferences = (): DisplayPreferencesValue => useContext(DisplayPreferencesContext);

function readStored(): DisplayPreferences {
  try {
    return parseDisplayPreferences(globalThis.localStorage?.getItem(DISPLAY_PREFERENCES_KEY));
  } catch {
    return DEFAULT_DISPLAY_PREFERENCES;
  }
}

function store(preferences: DisplayPreferences): void {
  try {
    globalThis.localStorage?.setItem(DISPLAY_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // A browser that keeps nothing (private mode, full storage) still shows the choice until the page is left.
  }
}

/** Follows a media query such as `(prefers-color-scheme: dark)`; false where the browser cannot tell. */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => globalThis.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = globalThis.matchMedia?.(query);
    if (!list) return undefined;
    const follow = () => setMatches(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}

/** Keeps the display preferences of this browser, follows the system's where asked to, and tells the other tabs. */
export function DisplayPreferencesProvider({ children }: { readonly children: ReactNode }) {
  const [preferences, setPreferences] = useState<DisplayPreferences>(readStored);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const systemReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === DISPLAY_PREFERENCES_KEY || event.key === null) setPreferences(readStored());
    };
    globalThis.addEventListener?.('storage', followOtherTabs);
    return () => globalThis.removeEventListener?.('storage', followOtherTabs);
  }, []);

  const change = useCallback((changes: Partial<DisplayPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...changes };
      store(next);
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    try {
      globalThis.localStorage?.removeItem(DISPLAY_PREFERENCES_KEY);
    } catch {
      // nothing kept, nothing to remove
    }
    setPreferences(DEFAULT_DISPLAY_PREFERENCES);
  }, []);

  const colorScheme = effectiveColorScheme(preferences, systemDark);
  useEffect(() => {
    const root = globalThis.document?.documentElement;
    if (root) root.style.colorScheme = colorScheme;
  }, [colorScheme]);

  const value = useMemo<DisplayPreferencesValue>(
    () => ({ preferences, change, reset, colorScheme, reducedMotion: motionReduced(preferences, systemReducedMotion) }),
    [preferences, change, reset, colorScheme, systemReducedMotion],
  );
  return <DisplayPreferencesContext.Provider value={value}>{children}</DisplayPreferencesContext.Provider>;
}
