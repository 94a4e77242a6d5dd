import { screen } from '@testing-library/react';
import { SettingsPage } from './SettingsPage';
import { FakeSettingsApi, renderSettings } from './testing/render-settings';

const api = () => new FakeSettingsApi({ SettingsDeleteUser: () => ({ deleteUser: true }) });

describe('the settings page', () => {
  it('given the producer dashboard, when a section is open, then the navigation links stay below /dashboard/settings and mark the open one', () => {
    renderSettings(<SettingsPage section="security" />, { api: api(), path: '/dashboard/settings/security' });
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/settings');
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/dashboard/settings/company');
    expect(screen.getByRole('link', { name: 'BOM export' })).toHaveAttribute('href', '/dashboard/settings/export');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  });

  it('given the customer profile (the empty child), when it is open, then the links lead to the children of /settings', () => {
    renderSettings(<SettingsPage section="profile" />, { api: new FakeSettingsApi({ SettingsProfile: () => ({ user: { __typename: 'UserPublicAttributes' } }) }), path: '/settings' });
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/settings/security');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/settings');
  });
});
