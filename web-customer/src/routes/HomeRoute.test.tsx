import { FakeSettingsApi } from '@pcbm/web-kit/settings/testing/render-settings';
import { screen } from '@testing-library/react';
import { formatterSite, renderFormatter } from '../formatter/render-formatter';
import { HomeRoute } from './HomeRoute';

jest.mock('./OrderRoute', () => ({ OrderRoute: () => <p>The order wizard</p> }));

describe('the start page', () => {
  it('given the BOM formatter host, when / opens, then the formatter landing shows instead of the order wizard', async () => {
    renderFormatter({ api: new FakeSettingsApi({}), home: <HomeRoute /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Turn any parts list into a clean BOM' })).toBeInTheDocument();
    expect(screen.queryByText('The order wizard')).not.toBeInTheDocument();
  });

  it('given the marketplace, when / opens, then the order wizard shows', () => {
    renderFormatter({ api: new FakeSettingsApi({}), site: { ...formatterSite(), mode: 'MARKETPLACE' }, home: <HomeRoute /> });
    expect(screen.getByText('The order wizard')).toBeInTheDocument();
  });
});
