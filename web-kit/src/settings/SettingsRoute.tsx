import { useParams } from 'react-router';
import { NotFoundPage } from '../pages/pages';
import { SETTINGS_SECTIONS, SettingsPage, type SettingsSection } from './SettingsPage';

const isSection = (value: string): value is SettingsSection => (SETTINGS_SECTIONS as readonly string[]).includes(value);

/** Routes `settings` and `settings/:section` of an app: the profile, or the named section; anything else is not found. */
export function SettingsRoute() {
  const { section = 'profile' } = useParams();
  return isSection(section) ? <SettingsPage section={section} /> : <NotFoundPage />;
}
