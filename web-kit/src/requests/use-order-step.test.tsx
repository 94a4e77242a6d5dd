import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FlashProvider } from '../flash/FlashProvider';
import { createI18n } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { useOrderStep } from './use-order-step';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={createI18n(KIT_STRINGS, 'en')}>
    <FlashProvider>{children}</FlashProvider>
  </I18nextProvider>
);

describe("a person's step on an order", () => {
  it('given an answer that names the request, when the step succeeds, then the page does not load it again itself: the client’s document cache does', async () => {
    const done = jest.fn();
    const { result } = renderHook(() => useOrderStep(done, 'requests'), { wrapper });
    let ran = false;
    await act(async () => {
      ran = await result.current.run(async () => ({ data: { answerOrderQuote: { __typename: 'SuperOrder', id: 's1', orders: [{ __typename: 'Order', id: 'o1' }] } } }));
    });
    expect(ran).toBe(true);
    expect(done).not.toHaveBeenCalled();
  });

  it('given an answer without a record, when the step succeeds, then the page loads the order again', async () => {
    const done = jest.fn();
    const { result } = renderHook(() => useOrderStep(done, 'requests'), { wrapper });
    await act(async () => {
      await result.current.run(async () => ({ data: { rateOrder: true } }));
    });
    expect(done).toHaveBeenCalledTimes(1);
  });
});
