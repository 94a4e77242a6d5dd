import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FakeProducerApi } from '../testing/fake-producer-api';
import { renderProducer } from '../testing/render-producer';
import { UnsubscribePage } from './UnsubscribePage';

const openUnsubscribe = (api: FakeProducerApi) => renderProducer(<UnsubscribePage />, api, { route: '/request/:orderId/unsubscribe', path: '/request/o7/unsubscribe' });

describe('unsubscribing from a request’s chat mails', () => {
  it('given the link from a chat mail, when it opens, then the order’s chat is looked up, its mails are switched off and the page says so', async () => {
    const api = new FakeProducerApi();
    openUnsubscribe(api);
    expect(await screen.findByText(/You will no longer receive mails/)).toBeInTheDocument();
    expect(api.variablesOf('ChatByOrder')).toEqual([{ orderId: 'o7' }]);
    expect(api.variablesOf('UnsubscribeFromChat')).toEqual([{ chatId: 'chat-o7' }]);
    expect(api.subscribed).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to the request' })).toHaveAttribute('href', '/request/o7?tab=chat');
  });

  it('given the server refuses, when it answers, then the page says unsubscribing failed with the reason and offers to try again', async () => {
    const api = new FakeProducerApi();
    api.failWith.UnsubscribeFromChat = 'USER_NOT_AUTHORIZED';
    openUnsubscribe(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsubscribing failed. Please try again later.');
    delete api.failWith.UnsubscribeFromChat;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.subscribed).toBe(false));
    expect(await screen.findByText(/You will no longer receive mails/)).toBeInTheDocument();
  });
});
