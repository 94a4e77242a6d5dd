import { renderWithSite, signedIn } from '@pcbm/web-kit/consent/testing/render-with-site';
import type { Site } from '@pcbm/web-kit/site/site-context';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProducerFrame } from './ProducerFrame';

const producer = (): Site => {
  const site = signedIn();
  return { ...site, mode: 'MANUFACTURER_DASHBOARD', groups: ['manufacturer'], settings: { publicUrl: 'http://localhost:4000', features: { nda: true, pricing: false } } } as unknown as Site;
};

describe('the producer app’s frame', () => {
  it('given a producer, when the footer’s contact entry is chosen, then the feedback form opens, in German too', async () => {
    renderWithSite(<ProducerFrame>page</ProducerFrame>, { site: producer(), locale: 'de' });
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Kontakt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontakt' });
    expect(within(dialog).getByRole('textbox', { name: 'Betreff' })).toBeInTheDocument();
  });
});
