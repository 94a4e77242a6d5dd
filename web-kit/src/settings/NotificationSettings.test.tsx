import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from './SettingsPage';
import { FakeSettingsApi, renderSettings, siteOf } from './testing/render-settings';

const request = (id: string, name: string, producers: string[]) => ({
  id,
  name,
  createdOn: '2026-11-20T10:00:00.000Z',
  orders: producers.map((producer, index) => ({ id: `${id}-o${index}`, status: 'WAITING_FOR_QUOTE', manufacturer: { id: `m${index}`, company: { id: `c${index}`, name: producer } } })),
});

function customerApi() {
  const off = new Set(['r1-o1']);
  const api = new FakeSettingsApi({
    SettingsCustomerChats: ({ after }) =>
      after
        ? { orders: { totalCount: 2, pageInfo: { hasNextPage: false, endCursor: 'c2' }, edges: [{ node: request('r2', 'Sensor board', ['Gamma PCB']) }] } }
        : { orders: { totalCount: 2, pageInfo: { hasNextPage: true, endCursor: 'c1' }, edges: [{ node: request('r1', 'Motor driver', ['Alpha PCB', 'Beta Boards']) }] } },
    SettingsChatNotifications: ({ chatIds }) => ({ chatNotificationSettings: (chatIds as string[]).map((chatId) => ({ chatId, subscribed: !off.has(chatId) })) }),
    UnsubscribeFromChat: ({ chatId }) => ({ unsubscribeFromChatNotifications: { chatId, subscribed: false } }),
    SubscribeToChat: ({ chatId }) => ({ subscribeToChatNotifications: { chatId, subscribed: true } }),
  });
  return api;
}

describe('the notification settings', () => {
  it('given a customer with requests to two producers, when the section opens, then each order’s chat has its own switch showing its setting', async () => {
    renderSettings(<SettingsPage section="notifications" />, { api: customerApi(), path: '/settings/notifications' });
    const list = await screen.findByRole('list', { name: 'Mails about new chat messages, per request' });
    expect(within(list).getByRole('switch', { name: /^Mails about new messages: Motor driver, with Alpha PCB, sent / })).toBeChecked();
    expect(within(list).getByRole('switch', { name: /^Mails about new messages: Motor driver, with Beta Boards, sent / })).not.toBeChecked();
    expect(screen.getByText('1 of 2 requests shown')).toBeInTheDocument();
    // The request is named once, above the chats of its producers.
    expect(within(list).getAllByRole('heading', { name: 'Motor driver' })).toHaveLength(1);
    expect(within(within(list).getByRole('list', { name: 'Chats of Motor driver' })).getAllByRole('switch')).toHaveLength(2);
    expect(within(list).getByText(/Ref\. r1/)).toBeInTheDocument();
  });

  it('given a chat with mails on, when the person switches it off and on again, then the server is told each time and the page says so', async () => {
    const api = customerApi();
    renderSettings(<SettingsPage section="notifications" />, { api, path: '/settings/notifications' });
    const alpha = await screen.findByRole('switch', { name: /Alpha PCB/ });
    await userEvent.click(alpha);
    expect(api.variablesOf('UnsubscribeFromChat')).toEqual([{ chatId: 'r1-o0' }]);
    expect(alpha).not.toBeChecked();
    expect(await screen.findByText('You no longer get mails about new messages in Motor driver (with Alpha PCB).')).toBeInTheDocument();
    await userEvent.click(alpha);
    expect(api.variablesOf('SubscribeToChat')).toEqual([{ chatId: 'r1-o0' }]);
    expect(alpha).toBeChecked();
  });

  it('given more requests than one page, when the person asks for more, then the next page is added below with its settings', async () => {
    const api = customerApi();
    renderSettings(<SettingsPage section="notifications" />, { api, path: '/settings/notifications' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more requests' }));
    expect(await screen.findByRole('switch', { name: /^Mails about new messages: Sensor board, with Gamma PCB, sent / })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    const asked = [...new Set(api.variablesOf('SettingsChatNotifications').map((variables) => JSON.stringify(variables)))];
    expect(asked).toEqual([JSON.stringify({ chatIds: ['r1-o0', 'r1-o1'] }), JSON.stringify({ chatIds: ['r2-o0'] })]);
    expect(screen.queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument();
  });

  it('given a switch the server refuses, when it is switched, then the refusal is named and the switch stays', async () => {
    const api = customerApi();
    api.failWith.UnsubscribeFromChat = 'MAIL_SUBSCRIBE_FAILED';
    renderSettings(<SettingsPage section="notifications" />, { api, path: '/settings/notifications' });
    const alpha = await screen.findByRole('switch', { name: /Alpha PCB/ });
    await userEvent.click(alpha);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(alpha).toBeChecked();
  });

  it('given a producer in German without requests, when the section opens, then it says there are no chats yet', async () => {
    const api = new FakeSettingsApi({
      SettingsProducerChats: () => ({ manufacturerOrders: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } }),
    });
    renderSettings(<SettingsPage section="notifications" />, { api, path: '/dashboard/settings/notifications', locale: 'de', site: siteOf({ producer: true }) });
    expect(await screen.findByText(/An dein Unternehmen wurden noch keine Anfragen gesendet/)).toBeInTheDocument();
    expect(api.variablesOf('SettingsCustomerChats')).toEqual([]);
  });
});
