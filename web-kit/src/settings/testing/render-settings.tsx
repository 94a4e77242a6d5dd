import { makeResult, type Operation, type OperationResult } from '@urql/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Client, Provider } from 'urql';
import { map, pipe } from 'wonka';
import { FlashProvider } from '../../flash/FlashProvider';
import { createI18n, type Locale } from '../../i18n/i18n';
import { KIT_STRINGS } from '../../i18n/kit-strings';
import { SiteContext, type Site } from '../../site/site-context';

type Answer = (variables: Record<string, unknown>) => Record<string, unknown>;

/** A refusal by its code, or by its code with the details the server sends beside it. */
type Refusal = string | { readonly code: string; readonly details: Record<string, unknown> };

/** The API as the settings see it: answers by operation name, refusals by error code, and what was sent. */
export class FakeSettingsApi {
  readonly sent: Operation[] = [];
  readonly failWith: Record<string, Refusal> = {};

  constructor(private readonly answers: Record<string, Answer>) {}

  answer(operation: Operation): OperationResult {
    this.sent.push(operation);
    const name = nameOf(operation);
    const refusal = this.failWith[name];
    if (refusal) {
      const extensions = typeof refusal === 'string' ? { code: refusal } : refusal;
      return makeResult(operation, { data: null, errors: [{ message: 'refused', extensions }] });
    }
    const answer = this.answers[name];
    if (!answer) throw new Error(`The fake API does not know ${name}`);
    return makeResult(operation, { data: answer(operation.variables as Record<string, unknown>) });
  }

  /** The variables of every call of one operation. */
  variablesOf(name: string): Record<string, unknown>[] {
    return this.sent.filter((operation) => nameOf(operation) === name).map((operation) => operation.variables as Record<string, unknown>);
  }

  client(): Client {
    return new Client({ url: '/graphql', exchanges: [() => (operations$) => pipe(operations$, map((operation) => this.answer(operation)))] });
  }
}

const nameOf = (operation: Operation) => operation.query.definitions.map((d) => ('name' in d ? d.name?.value : undefined)).find(Boolean) ?? '';

/** A signed-in person; `company` puts them in one, `producer` makes them a member of a producer. */
export function siteOf(options: { company?: { id: string; name: string }; signOut?: () => Promise<void>; producer?: boolean } = {}): Site {
  return {
    groups: [options.producer ? 'manufacturer' : 'customer'],
    shop: null,
    me: {
      isFirstLogin: false,
      isPartOfManufacturer: options.producer ?? false,
      manufacturerId: null,
      isAdmin: false,
      user: { id: 'u1', username: 'chris', firstName: 'Chris', lastName: 'Buyer', email: 'chris@example.com', locale: 'en', memberOf: options.company ? [options.company] : [] },
    },
    signOut: options.signOut ?? (async () => undefined),
  } as unknown as Site;
}

/** Renders a settings part with its strings, the flash dialog, the fake API and a router on a route of `path` (as the apps declare them). */
export function renderSettings(node: ReactNode, { api, site = siteOf(), locale = 'en', path = '/settings' }: { api: FakeSettingsApi; site?: Site; locale?: Locale; path?: string }) {
  const i18n = createI18n(KIT_STRINGS, locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Provider value={api.client()}>
          <SiteContext.Provider value={site}>
            <FlashProvider>
              <Routes>
                <Route path={path} element={node} />
              </Routes>
            </FlashProvider>
          </SiteContext.Provider>
        </Provider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
