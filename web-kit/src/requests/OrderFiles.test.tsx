import { render, screen, within } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'urql';
import { never } from 'wonka';
import { FlashProvider } from '../flash/FlashProvider';
import { fakeClient } from '../graphql/testing/fake-client';
import { createI18n } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { SiteContext, type Site } from '../site/site-context';
import type { OrderFile, RequestOrder } from './order-queries';
import { OrderFiles } from './OrderFiles';
import { requestOrderOf } from './testing/request-order';

const site = { userManager: { getUser: async () => null } as unknown as UserManager } as unknown as Site;
const file = (name: string): OrderFile => ({ id: `v-${name}`, current: { id: `f-${name}`, filename: name, path: `/files/${name}`, size: 2048, mediaType: 'application/json' }, history: [] });

function listedKinds(order: RequestOrder, locale: 'en' | 'de' = 'en') {
  render(
    <I18nextProvider i18n={createI18n(KIT_STRINGS, locale)}>
      <Provider value={fakeClient(() => never)}>
        <SiteContext.Provider value={site}>
          <FlashProvider>
            <OrderFiles order={order} />
          </FlashProvider>
        </SiteContext.Provider>
      </Provider>
    </I18nextProvider>,
  );
  return within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
}

describe("an order's files", () => {
  test('given the stackup as sent and the job as uploaded, when listed, then each says which it is', () => {
    expect(listedKinds(requestOrderOf({ job: file('gerberJob.gbrjob'), originalJob: file('board.gbrjob') }))).toEqual([
      expect.stringContaining('Gerber job file (stackup as sent)'),
      expect.stringContaining('Gerber job file (as uploaded)'),
    ]);
  });

  test('given a request sent with its uploaded job only, when listed, then the job is not called the stackup as sent', () => {
    expect(listedKinds(requestOrderOf({ job: file('board.gbrjob') }), 'de')).toEqual([expect.stringMatching(/^board\.gbrjobGerber-Jobdatei · 2 KB/)]);
  });
});
