import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import type { SiteMode } from '../guards/guard-route';
import { createAppTheme, type DisplayingHint } from '../theme/theme';
import { useDisplayPreferences } from './DisplayPreferencesProvider';

export interface SiteThemeProviderProps {
  readonly hints: readonly DisplayingHint[];
  readonly mode?: SiteMode;
  readonly children: ReactNode;
}

/** The site's theme as this browser's display preferences show it. */
export function SiteThemeProvider({ hints, mode, children }: SiteThemeProviderProps) {
  const { preferences, colorScheme, reducedMotion } = useDisplayPreferences();
  const { textSize, underlineLinks, strongFocus } = preferences;
  const theme = useMemo(
    () => createAppTheme(hints, mode, { colorScheme, reducedMotion, textSize, underlineLinks, strongFocus }),
    [hints, mode, colorScheme, reducedMotion, textSize, underlineLinks, strongFocus],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
