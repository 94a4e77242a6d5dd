import { FakeSettingsApi } from '@pcbm/web-kit/settings/testing/render-settings';
import { screen, within } from '@testing-library/react';
import { CustomerFrame } from './CustomerFrame';
import { formatterSite, renderFormatter } from './formatter/render-formatter';

describe('the customer app’s navigation bar', () => {
  it('given the BOM formatter host, then it links the marketplace and the formatter’s start page', () => {
    renderFormatter({ api: new FakeSettingsApi({}), home: <CustomerFrame>page</CustomerFrame> });
    const navigation = screen.getByRole('navigation', { name: 'PCB Marketplace' });
    expect(within(navigation).getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', 'http://localhost:4000');
    expect(within(navigation).getByRole('link', { name: 'BOM formatter' })).toHaveAttribute('href', '/');
  });

  it('given the marketplace, then ordering is its first link and the formatter its second, on the formatter host', () => {
    renderFormatter({ api: new FakeSettingsApi({}), site: { ...formatterSite(), mode: 'MARKETPLACE' }, home: <CustomerFrame>page</CustomerFrame> });
    const navigation = screen.getByRole('navigation', { name: 'PCB Marketplace' });
    expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Order now', 'BOM formatter']);
    expect(within(navigation).getByRole('link', { name: 'Order now' })).toHaveAttribute('href', '/');
    expect(within(navigation).getByRole('link', { name: 'BOM formatter' })).toHaveAttribute('href', 'http://bom.localhost:4000/');
  });

  it('given a white-label shop, then it offers ordering only: the shop stays the producer’s own', () => {
    renderFormatter({ api: new FakeSettingsApi({}), site: { ...formatterSite(), mode: 'WHITELABEL' }, home: <CustomerFrame>page</CustomerFrame> });
    const navigation = screen.getByRole('navigation', { name: 'PCB Marketplace' });
    expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Order now']);
  });
});
