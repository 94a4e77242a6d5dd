import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from './SettingsPage';
import { FakeSettingsApi, renderSettings, siteOf } from './testing/render-settings';

describe('the help section', () => {
  it('given a customer, when a question is opened, then its answer shows, and the feedback form and legal pages are offered', async () => {
    renderSettings(<SettingsPage section="help" />, { api: new FakeSettingsApi({}), path: '/settings/help' });
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'How do quotes work?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do quotes work?' })).toHaveTextContent(/quote as a PDF/);
    expect(screen.getByRole('button', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Imprint' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I answer a request?' })).not.toBeInTheDocument();
  });

  it('given a producer in German, when the section opens, then the producers’ questions show in German', () => {
    renderSettings(<SettingsPage section="help" />, { api: new FakeSettingsApi({}), path: '/dashboard/settings/help', locale: 'de', site: siteOf({ producer: true }) });
    expect(screen.getByRole('heading', { name: 'Hilfe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wie beantworte ich eine Anfrage?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wie funktionieren Angebote?' })).not.toBeInTheDocument();
  });
});
