import { renderHook, waitFor } from '@testing-library/react';
import { makeResult } from '@urql/core';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { fromArray } from 'wonka';
import { fakeClient } from '../graphql/testing/fake-client';
import { useOrderUpdates, type OrderUpdateNotice } from './use-order-updates';

const loaded = { id: 'o1', status: 'WAITING_FOR_QUOTE', updatedOn: '2026-11-25T10:00:00.000Z' };

/** A client whose order stream delivers the notices all at once, as two SSE events arriving together do. */
function streaming(notices: readonly OrderUpdateNotice[]) {
  const client = fakeClient((operation) => fromArray(notices.map((notice) => makeResult(operation, { data: { orderUpdates: notice } }))));
  return ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
}

describe('the live updates an open order page hears', () => {
  it('given a quote and its announcement in the chat arriving together, when the page listens, then it offers to reload and fetches the chat', async () => {
    const quote: OrderUpdateNotice = { orderId: 'o1', status: 'QUOTE_OFFERED', updatedOn: '2026-11-25T10:05:00.000Z', orderChanged: true, statusChanged: true, newMessages: 0 };
    const announcement: OrderUpdateNotice = { ...quote, orderChanged: false, statusChanged: false, newMessages: 1 };
    const { result } = renderHook(() => useOrderUpdates(loaded), { wrapper: streaming([quote, announcement]) });
    await waitFor(() => expect(result.current.messagesKey).toBe(1));
    expect(result.current.changed).toBe(true);
  });

  it('given only chat messages, when they arrive, then the page fetches the chat each time and does not offer to reload', async () => {
    const message: OrderUpdateNotice = { orderId: 'o1', status: 'WAITING_FOR_QUOTE', updatedOn: loaded.updatedOn, orderChanged: false, statusChanged: false, newMessages: 1 };
    const { result } = renderHook(() => useOrderUpdates(loaded), { wrapper: streaming([message, message]) });
    await waitFor(() => expect(result.current.messagesKey).toBe(2));
    expect(result.current.changed).toBe(false);
  });
});
