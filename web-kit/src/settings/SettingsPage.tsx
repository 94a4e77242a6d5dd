import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeProvider } from '../requests/Notice';
import { AccessibilitySettings } from './AccessibilitySettings';
import { AppearanceSettings } from './AppearanceSettings';
import { CompanySettings } from './CompanySettings';
import { CreateCompany } from './CreateCompany';
import { ExportSettings } from './ExportSettings';
import { HelpSettings } from './HelpSettings';
import { NotificationSettings } from './NotificationSettings';
import { ProfileSettings } from './ProfileSettings';
import { SecuritySettings } from './SecuritySettings';

export const SETTINGS_SECTIONS = ['profile', 'company', 'security', 'notifications', 'appearance', 'accessibility', 'export', 'help', 'create-company'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The sections in the navigation; create-company is reached from the company section. */
const NAVIGATION = ['profile', 'company', 'security', 'notifications', 'appearance', 'accessibility', 'export', 'help'] as const;

export interface SettingsPageProps {
  readonly section: SettingsSection;
  /**
   * Called with the id of a company created in the create-company section. Without it, the page opens
   * the company section anew, which also loads the person again (with their new company).
   */
  readonly onCompanyCreated?: (companyId: string) => void;
}

/**
 * The path of a section relative to the current one. The profile is the settings' own path (empty
 * child), every other section a child of it, so links work under `/settings` as well as under
 * `/dashboard/settings`.
 */
export function sectionPath(from: SettingsSection, to: SettingsSection): string {
  const base = from === 'profile' ? '.' : '..';
  return to === 'profile' ? base : `${base}/${to}`;
}

/**
 * Settings of the signed-in person: profile, company, security, chat notifications, appearance, accessibility, BOM
 * export and help, with a navigation on the left.
 */
export function SettingsPage({ section, onCompanyCreated }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  const current = section === 'create-company' ? 'company' : section;
  return (
    <NoticeProvider>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start', py: 2 }}>
        <Paper component="nav" aria-label={t('nav.label')} variant="outlined" sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
          <List disablePadding>
            {NAVIGATION.map((target) => (
              <ListItem key={target} disablePadding>
                <ListItemButton component={Link} to={sectionPath(section, target)} relative="path" selected={current === target} aria-current={current === target ? 'page' : undefined}>
                  <ListItemText primary={t(`nav.${target}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        <Box component="section" sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {section === 'profile' && <ProfileSettings />}
          {section === 'company' && <CompanySettings createCompanyPath={sectionPath(section, 'create-company')} />}
          {section === 'security' && <SecuritySettings />}
          {section === 'notifications' && <NotificationSettings />}
          {section === 'appearance' && <AppearanceSettings />}
          {section === 'accessibility' && <AccessibilitySettings />}
          {section === 'export' && <ExportSettings />}
          {section === 'help' && <HelpSettings />}
          {section === 'create-company' && <CreateCompany companyPath={sectionPath(section, 'company')} onCreated={onCompanyCreated} />}
        </Box>
      </Box>
    </NoticeProvider>
  );
}
