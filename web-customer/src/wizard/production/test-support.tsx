import { cacheExchange, Client, getOperationName, makeErrorResult, makeResult, type Operation } from '@urql/core';
import { newOrderDraft, type OrderDraft } from '@pcbm/domain/draft/order-draft';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'urql';
import { filter, fromValue, mergeMap, pipe } from 'wonka';
import { CUSTOMER_STRINGS } from '../../all-strings';
import type { StepProps } from '../step-props';

/** The customer app's strings, as the app starts them. */
export function stepStrings(lng: 'en' | 'de' = 'en') {
  return createI18n(CUSTOMER_STRINGS, lng);
}

/** An answer to an operation: its data, or an Error for a failed call. */
export type Fixture = (variables: Record<string, unknown>, operation: Operation) => unknown;

/** A GraphQL client (with the app's document cache) answering each operation by name from fixtures; it records every call that reaches the network. */
export function fixtureClient(fixtures: Record<string, Fixture>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const client = new Client({
    url: 'http://localhost/graphql',
    exchanges: [
      cacheExchange,
      () => (operations$) =>
        pipe(
          operations$,
          filter((operation) => operation.kind !== 'teardown'),
          mergeMap((operation) => {
            const name = getOperationName(operation.query) ?? '';
            const variables = (operation.variables ?? {}) as Record<string, unknown>;
            calls.push({ name, variables });
            const fixture = fixtures[name];
            if (!fixture) return fromValue(makeErrorResult(operation, new Error(`No fixture for ${name}`)));
            const answer = fixture(variables, operation);
            return fromValue(answer instanceof Error ? makeErrorResult(operation, answer) : makeResult(operation, { data: answer as Record<string, unknown> }));
          }),
        ),
    ],
  });
  return { client, calls, callsOf: (name: string) => calls.filter((call) => call.name === name) };
}

/** A step rendered with its strings, a fixture client and a draft kept in memory; `latest()` reads the draft. */
export function renderStep(step: (props: StepProps) => ReactNode, options: { draft?: Partial<OrderDraft>; fixtures?: Record<string, Fixture>; signedIn?: boolean; lng?: 'en' | 'de'; files?: Readonly<Record<string, Uint8Array>> } = {}) {
  const { client, calls, callsOf } = fixtureClient(options.fixtures ?? {});
  const current: { draft: OrderDraft } = { draft: { ...newOrderDraft('draft-1', new Date('2026-01-01T00:00:00Z')), ...options.draft } };
  function Harness() {
    const [draft, setDraft] = useState(current.draft);
    const update: StepProps['update'] = (change) =>
      setDraft((before) => {
        const after = change(before);
        current.draft = after;
        return after;
      });
    return <>{step({ draft, update, readFile: async (name) => options.files?.[name], signedIn: options.signedIn ?? false })}</>;
  }
  const view = render(
    <I18nextProvider i18n={stepStrings(options.lng)}>
      <Provider value={client}>
        <Harness />
      </Provider>
    </I18nextProvider>,
  );
  return { ...view, calls, callsOf, latest: () => current.draft };
}
