import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { DisplayPreferencesProvider } from '../display/DisplayPreferencesProvider';
import { DISPLAY_PREFERENCES_KEY } from '../display/display-preferences';
import { SiteThemeProvider } from '../display/SiteThemeProvider';
import { SettingsPage } from './SettingsPage';
import { FakeSettingsApi, renderSettings } from './testing/render-settings';

/** Shows what the theme in effect says, as the rest of the site would use it. */
function ThemeProbe() {
  const theme = useTheme();
  return <output aria-label="theme in effect">{`${theme.palette.mode} ${theme.typography.fontSize} ${theme.transitions.create('opacity')}`}</output>;
}

function renderSection(section: 'appearance' | 'accessibility', locale: 'en' | 'de' = 'en') {
  return renderSettings(
    <DisplayPreferencesProvider>
      <SiteThemeProvider hints={[]} mode="MARKETPLACE">
        <SettingsPage section={section} />
        <ThemeProbe />
      </SiteThemeProvider>
    </DisplayPreferencesProvider>,
    { api: new FakeSettingsApi({}), path: `/settings/${section}`, locale },
  );
}

const stored = () => JSON.parse(localStorage.getItem(DISPLAY_PREFERENCES_KEY) ?? '{}') as Record<string, unknown>;
const probe = () => screen.getByRole('status', { name: 'theme in effect' }).textContent;

beforeEach(() => localStorage.clear());

describe('the appearance settings', () => {
  it('given the light site, when the person chooses Dark, then the whole site turns dark at once and the choice is kept in this browser', async () => {
    renderSection('appearance');
    const group = screen.getByRole('radiogroup', { name: 'Colour scheme' });
    expect(within(group).getByRole('radio', { name: 'Like my system' })).toBeChecked();
    expect(probe()).toMatch(/^light/);

    await userEvent.click(within(group).getByRole('radio', { name: 'Dark' }));

    expect(probe()).toMatch(/^dark/);
    expect(stored()).toMatchObject({ colorScheme: 'dark' });
    expect(document.documentElement.style.colorScheme).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Follow my system again' }));
    expect(stored()).toMatchObject({ colorScheme: 'system' });
    expect(probe()).toMatch(/^light/);
  });

  it('given a choice stored before, when the page opens, then it is already in effect', () => {
    localStorage.setItem(DISPLAY_PREFERENCES_KEY, JSON.stringify({ colorScheme: 'dark', textSize: 'large' }));
    renderSection('appearance');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(probe()).toMatch(/^dark 16 opacity /);
  });

  it('given German, when the section opens, then its words are German', () => {
    renderSection('appearance', 'de');
    expect(screen.getByRole('heading', { name: 'Darstellung' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dunkel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Barrierefreiheit' })).toHaveAttribute('href', '/settings/accessibility');
  });
});

describe('the accessibility settings', () => {
  it('given normal text, when the person chooses Larger, reduced motion and both switches, then the theme follows and the choices are kept', async () => {
    renderSection('accessibility');
    await userEvent.click(screen.getByRole('radio', { name: /Larger/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Reduce motion/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Always underline links' }));
    await userEvent.click(screen.getByRole('switch', { name: /thick outline/ }));

    expect(probe()).toBe('light 18 none');
    expect(stored()).toEqual({ colorScheme: 'system', textSize: 'larger', motion: 'reduce', underlineLinks: true, strongFocus: true });
  });

  it('given choices made, when the person resets, then everything is back to the defaults and nothing is kept', async () => {
    localStorage.setItem(DISPLAY_PREFERENCES_KEY, JSON.stringify({ textSize: 'larger', motion: 'reduce', underlineLinks: true }));
    renderSection('accessibility');
    expect(probe()).toBe('light 18 none');
    await userEvent.click(screen.getByRole('button', { name: 'Reset all display settings' }));
    expect(probe()).toMatch(/^light 14 opacity/);
    expect(localStorage.getItem(DISPLAY_PREFERENCES_KEY)).toBeNull();
    expect(screen.getByRole('switch', { name: 'Always underline links' })).not.toBeChecked();
  });
});
