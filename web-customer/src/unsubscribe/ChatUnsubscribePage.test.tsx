import { FakeSettingsApi } from '@pcbm/web-kit/settings/testing/render-settings';
import { fireEvent, screen } from '@testing-library/react';
import { ChatUnsubscribePage } from './ChatUnsubscribePage';
import { callsOf, renderUnsubscribePage } from './render-unsubscribe-page';

const ROUTE = '/unsubscribe/request/:requestId';

/** The chat calls; `subscribed` is the person's setting as the server keeps it. */
function chatApi() {
  const state = { subscribed: true };
  const setting = (chatId: unknown) => ({ __typename: 'ChatNotificationSetting', chatId, subscribed: state.subscribed });
  const api = new FakeSettingsApi({
    UnsubscribeChatOfOrder: (variables) => ({ fetchChatByOrderId: { __typename: 'Chat', id: `chat-of-${String(variables.orderId)}`, resource: variables.orderId } }),
    UnsubscribeRequestOfOrder: () => ({ fetchOrder: { __typename: 'SuperOrder', id: 'super-7' } }),
    UnsubscribeChatMails: (variables) => {
      state.subscribed = false;
      return { unsubscribeFromChatNotifications: setting(variables.chatId) };
    },
    SubscribeChatMails: (variables) => {
      state.subscribed = true;
      return { subscribeToChatNotifications: setting(variables.chatId) };
    },
  });
  return { api, state };
}

describe('unsubscribing from chat mails', () => {
  it('given the link of a chat mail, when it opens, then the chat of that order is looked up and its mails switched off once', async () => {
    const { api, state } = chatApi();
    renderUnsubscribePage(<ChatUnsubscribePage />, { api, route: ROUTE, url: '/unsubscribe/request/order-3' });
    expect(await screen.findByText('You will no longer get mails about new messages in the chat of this request.')).toBeInTheDocument();
    expect(callsOf(api, 'UnsubscribeChatOfOrder')).toEqual([{ orderId: 'order-3' }]);
    expect(callsOf(api, 'UnsubscribeChatMails')).toEqual([{ chatId: 'chat-of-order-3' }]);
    expect(state.subscribed).toBe(false);
    expect(await screen.findByRole('link', { name: 'To the request' })).toHaveAttribute('href', '/request/super-7/order-3');
  });

  it('given the mails are off, when switching them on again, then they are on and can be switched off again', async () => {
    const { api, state } = chatApi();
    renderUnsubscribePage(<ChatUnsubscribePage />, { api, route: ROUTE, url: '/unsubscribe/request/order-3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Switch mails on again' }));
    expect(await screen.findByText('You will get mails about new messages in the chat of this request again.')).toBeInTheDocument();
    expect(callsOf(api, 'SubscribeChatMails')).toEqual([{ chatId: 'chat-of-order-3' }]);
    expect(state.subscribed).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Switch mails off' }));
    expect(await screen.findByRole('button', { name: 'Switch mails on again' })).toBeInTheDocument();
    expect(callsOf(api, 'UnsubscribeChatMails')).toHaveLength(2);
  });

  it('given an order that is not found, when the link opens, then the failure is said in words, nothing is switched, and the link leads to the requests', async () => {
    const { api } = chatApi();
    api.failWith.UnsubscribeChatOfOrder = 'ORDER_NOT_FOUND';
    api.failWith.UnsubscribeRequestOfOrder = 'ORDER_NOT_FOUND';
    renderUnsubscribePage(<ChatUnsubscribePage />, { api, route: ROUTE, url: '/unsubscribe/request/gone' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This request was not found. The link may be outdated.');
    expect(callsOf(api, 'UnsubscribeChatMails')).toEqual([]);
    expect(screen.getByRole('link', { name: 'To my requests' })).toHaveAttribute('href', '/request-history');
  });

  it('given the server refuses to switch the mails off, when the link opens, then it says so in German and offers to try again', async () => {
    const { api } = chatApi();
    api.failWith.UnsubscribeChatMails = 'INTERNAL_SERVER_ERROR';
    renderUnsubscribePage(<ChatUnsubscribePage />, { api, route: ROUTE, url: '/unsubscribe/request/order-3', locale: 'de' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Abmeldung ist fehlgeschlagen. Bitte versuche es später erneut.');
    delete api.failWith.UnsubscribeChatMails;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Du bekommst keine E-Mails mehr über neue Nachrichten im Chat dieser Anfrage.')).toBeInTheDocument();
  });
});
