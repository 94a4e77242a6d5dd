import { makeResult, type Operation, type OperationResult } from '@urql/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserManager } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Client, Provider } from 'urql';
import { filter, map, pipe } from 'wonka';
import { createI18n } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { SiteContext, type Site } from '../site/site-context';
import type { ChatMessage } from './chat-queries';
import { OrderChat } from './OrderChat';

const ME = 'u-customer';
const PRODUCER = 'u-producer';
const NAMES: Record<string, [string, string]> = { [ME]: ['Chris', 'Buyer'], [PRODUCER]: ['Pat', 'Maker'], 'u-new': ['Alex', 'Smith'] };
const OLD = '2025-01-06T09:30:00.000Z';

const blank: ChatMessage = {
  id: '',
  kind: 'text',
  createdOn: OLD,
  senderId: null,
  senderRole: 'System',
  text: null,
  filename: null,
  fileId: null,
  fileDescription: null,
  fileKind: null,
  parameter: null,
  changedTo: null,
  operation: null,
  numberComponents: null,
  orderStatus: null,
  quoteStatus: null,
  quoteFileId: null,
  orderVersionedFileId: null,
  companyId: null,
  userId: null,
  added: null,
};

/** The API as the chat sees it, kept in memory: messages with positions, assignees and the mail setting. */
class FakeChatApi {
  messages: { position: number; node: ChatMessage }[] = [];
  requesterIds = [ME];
  handlerIds = [PRODUCER];
  subscribed = true;
  sent: Operation[] = [];
  failWith: Record<string, string> = {};
  private next = 1;

  add(fields: Partial<ChatMessage>): ChatMessage {
    const position = this.next++;
    const node = { ...blank, id: `m${position}`, ...fields };
    this.messages.push({ position, node });
    return node;
  }

  answer(operation: Operation): OperationResult {
    this.sent.push(operation);
    const name = operation.query.definitions.map((d) => ('name' in d ? d.name?.value : undefined)).find(Boolean) ?? '';
    const failure = this.failWith[name];
    if (failure) return makeResult(operation, { data: null, errors: [{ message: 'refused', extensions: { code: failure } }] });
    return makeResult(operation, { data: this.data(name, operation.variables as Record<string, unknown>) });
  }

  private chat() {
    return {
      __typename: 'Chat',
      id: 'order-1',
      resource: 'order-1',
      assignees: { requesterIds: this.requesterIds, handlerIds: this.handlerIds },
      participants: [
        { role: 'Requester', companyId: 'c-buyer', companyName: 'Buyer GmbH', userIds: this.requesterIds },
        { role: 'Handler', companyId: 'c-maker', companyName: 'Maker Boards', userIds: this.handlerIds },
      ],
    };
  }

  private page(variables: Record<string, unknown>) {
    const cursor = (position: number) => String(position);
    const { first, after, last, before } = variables as { first?: number; after?: string; last?: number; before?: string };
    const backward = last !== undefined || before !== undefined;
    const rows = backward
      ? this.messages.filter((m) => m.position < (before ? Number(before) : Infinity)).slice(-(last ?? 50))
      : this.messages.filter((m) => m.position > (after ? Number(after) : 0)).slice(0, first ?? 50);
    const more = backward ? this.messages.filter((m) => m.position < (rows[0]?.position ?? Infinity)).length > 0 : this.messages.filter((m) => m.position > (rows[rows.length - 1]?.position ?? Infinity)).length > 0;
    return {
      edges: rows.map((row) => ({ cursor: cursor(row.position), node: row.node })),
      pageInfo: {
        startCursor: rows[0] ? cursor(rows[0].position) : null,
        endCursor: rows.length ? cursor(rows[rows.length - 1].position) : null,
        hasNextPage: backward ? before !== undefined : more,
        hasPreviousPage: backward ? more : Boolean(after),
      },
      totalCount: this.messages.length,
    };
  }

  private data(name: string, variables: Record<string, unknown>): Record<string, unknown> {
    switch (name) {
      case 'ChatByOrder':
        return { fetchChatByOrderId: this.chat() };
      case 'ChatMessages':
        return { fetchMessages: this.page(variables) };
      case 'SendTextMessage':
        return { sendNewTextMessage: this.add({ kind: 'text', senderId: ME, senderRole: 'Requester', text: variables.text as string }) };
      case 'SendFileMessage': {
        const file = variables.file as File;
        return { sendNewFileMessage: this.add({ kind: 'file', senderId: ME, senderRole: 'Requester', fileId: 'f-sent', filename: file.name, fileDescription: (variables.description as string | null) ?? null }) };
      }
      case 'AssignToChat':
        this.requesterIds = [...this.requesterIds, ME];
        return { assignUserToChat: this.chat() };
      case 'UnassignFromChat':
        this.requesterIds = this.requesterIds.filter((id) => id !== ME);
        return { unassignUserFromChat: true };
      case 'ChatNotification':
        return { chatNotificationSetting: { chatId: 'order-1', subscribed: this.subscribed } };
      case 'SubscribeToChat':
        this.subscribed = true;
        return { subscribeToChatNotifications: { chatId: 'order-1', subscribed: true } };
      case 'UnsubscribeFromChat':
        this.subscribed = false;
        return { unsubscribeFromChatNotifications: { chatId: 'order-1', subscribed: false } };
      case 'PersonName': {
        const [firstName, lastName] = NAMES[variables.id as string] ?? ['Someone', 'Else'];
        return { user: { __typename: 'UserPublicAttributes', id: variables.id, firstName, lastName } };
      }
      default:
        throw new Error(`The fake API does not know ${name}`);
    }
  }

  sentNamed(name: string): Operation[] {
    return this.sent.filter((operation) => operation.query.definitions.some((d) => 'name' in d && d.name?.value === name));
  }
}

const site = {
  me: { isFirstLogin: false, isPartOfManufacturer: false, manufacturerId: null, isAdmin: false, user: { id: ME, username: 'chris', firstName: 'Chris', lastName: 'Buyer', email: null, locale: 'en', memberOf: [] } },
  userManager: { getUser: async () => ({ access_token: 'token-1' }) } as unknown as UserManager,
} as unknown as Site;

function renderChat(api: FakeChatApi, locale: 'en' | 'de' = 'en', refreshKey?: number, onLoaded?: (messages: number) => void) {
  const client = new Client({
    url: '/graphql',
    exchanges: [
      () => (operations$) =>
        pipe(
          operations$,
          filter((operation) => operation.kind !== 'teardown'),
          map((operation) => api.answer(operation)),
        ),
    ],
  });
  const i18n = createI18n(KIT_STRINGS, locale);
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <SiteContext.Provider value={site}>{node}</SiteContext.Provider>
      </Provider>
    </I18nextProvider>
  );
  const view = render(wrap(<OrderChat orderId="order-1" side="customer" refreshKey={refreshKey} onLoaded={onLoaded} />));
  return { ...view, rerenderWith: (key: number) => view.rerender(wrap(<OrderChat orderId="order-1" side="customer" refreshKey={key} onLoaded={onLoaded} />)) };
}

const log = () => screen.getByRole('log');

/** One message of every kind, in the order a chat might hold them. */
function everyKind(api: FakeChatApi) {
  api.add({ kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' });
  api.add({ kind: 'text', senderId: PRODUCER, senderRole: 'Handler', text: 'Hello\nsecond line <b>bold</b>' });
  api.add({ kind: 'file', senderId: ME, senderRole: 'Requester', fileId: 'f1', filename: 'Stackup.pdf', fileDescription: 'Our stackup' });
  api.add({ kind: 'parameterChange', parameter: 'quantity', changedTo: '500' });
  api.add({ kind: 'electronicComponents', operation: 'ADDED', numberComponents: 4 });
  api.add({ kind: 'quote', quoteStatus: 'OFFERED', quoteFileId: 'q1' });
  api.add({ kind: 'quote', quoteStatus: 'WITHDRAWN' });
  api.add({ kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' });
  api.add({ kind: 'orderFile', fileKind: 'placement', filename: 'cpl.csv', orderVersionedFileId: 'v1' });
  api.add({ kind: 'companyMember', companyId: 'c-buyer', userId: 'u-new', added: true });
  api.add({ kind: 'hologram' });
}

describe('the order chat', () => {
  it('given one message of every kind, when the chat opens in English, then each is told in words and people are named', async () => {
    const api = new FakeChatApi();
    everyKind(api);
    renderChat(api);
    const messages = await screen.findByRole('log', { name: 'Messages about this order' });
    expect(within(messages).getByText('The request was sent and is waiting for a quote.')).toBeInTheDocument();
    const text = within(messages).getByText(/Hello/);
    expect(text.textContent).toBe('Hello\nsecond line <b>bold</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(await within(messages).findByRole('article', { name: 'Pat Maker, Producer' })).toBeInTheDocument();
    expect(within(messages).getByRole('article', { name: 'You' })).toHaveTextContent('Stackup.pdf');
    expect(within(messages).getByText('Our stackup')).toBeInTheDocument();
    expect(within(messages).getByRole('button', { name: 'Download Stackup.pdf' })).toBeInTheDocument();
    expect(within(messages).getByText('The request was changed. Quantity: now 500.')).toBeInTheDocument();
    expect(within(messages).getByText('4 components were added to the parts list.')).toBeInTheDocument();
    expect(within(messages).getByText('The producer offered a quote.')).toBeInTheDocument();
    expect(within(messages).getByRole('button', { name: 'Download the quote' })).toHaveStyle({ alignSelf: 'center' });
    expect(within(messages).getByRole('button', { name: 'Download Stackup.pdf' })).toHaveStyle({ alignSelf: 'flex-start' });
    expect(within(messages).getByText('The producer withdrew the quote.')).toBeInTheDocument();
    expect(within(messages).getByText('The request was set back to waiting for a quote.')).toBeInTheDocument();
    expect(within(messages).getByText('A new version of the placement file (CPL) was uploaded: cpl.csv.')).toBeInTheDocument();
    expect(await within(messages).findByText('Alex Smith was added to the company Buyer GmbH.')).toBeInTheDocument();
    expect(within(messages).getByText('A message this page cannot show.')).toBeInTheDocument();
  });

  it('given one message of every kind, when the chat opens in German, then each is told in German words', async () => {
    const api = new FakeChatApi();
    everyKind(api);
    renderChat(api, 'de');
    const messages = await screen.findByRole('log', { name: 'Nachrichten zu diesem Auftrag' });
    expect(within(messages).getByText('Die Anfrage wurde gesendet und wartet auf ein Angebot.')).toBeInTheDocument();
    expect(await within(messages).findByRole('article', { name: 'Pat Maker, Hersteller' })).toBeInTheDocument();
    expect(within(messages).getByRole('article', { name: 'Du' })).toHaveTextContent('Hat eine Datei gesendet: Stackup.pdf');
    expect(within(messages).getByRole('button', { name: 'Stackup.pdf herunterladen' })).toBeInTheDocument();
    expect(within(messages).getByText('Die Anfrage wurde geändert. Menge: jetzt 500.')).toBeInTheDocument();
    expect(within(messages).getByText('4 Bauteile wurden zur Stückliste hinzugefügt.')).toBeInTheDocument();
    expect(within(messages).getByText('Der Hersteller hat ein Angebot abgegeben.')).toBeInTheDocument();
    expect(within(messages).getByRole('button', { name: 'Angebot herunterladen' })).toBeInTheDocument();
    expect(within(messages).getByText('Der Hersteller hat das Angebot zurückgezogen.')).toBeInTheDocument();
    expect(within(messages).getByText('Die Anfrage wurde auf „Wartet auf Angebot“ zurückgesetzt.')).toBeInTheDocument();
    expect(within(messages).getByText('Eine neue Version wurde hochgeladen (Bestückungsdatei (CPL)): cpl.csv.')).toBeInTheDocument();
    expect(await within(messages).findByText('Alex Smith wurde zum Unternehmen Buyer GmbH hinzugefügt.')).toBeInTheDocument();
    expect(within(messages).getByText('Eine Nachricht, die hier nicht angezeigt werden kann.')).toBeInTheDocument();
  });

  it('given a file message, when its download is pressed, then the file is fetched with the bearer token and saved under its name', async () => {
    const api = new FakeChatApi();
    api.add({ kind: 'file', senderId: PRODUCER, senderRole: 'Handler', fileId: 'f1', filename: 'Stackup.pdf' });
    const fetchMock = jest.fn(async () => new Response(new Blob(['pdf']), { status: 200 }));
    const saved: string[] = [];
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderChat(api);
      fireEvent.click(await screen.findByRole('button', { name: 'Download Stackup.pdf' }));
      await waitFor(() => expect(saved).toEqual(['Stackup.pdf']));
      expect(fetchMock).toHaveBeenCalledWith('/files/f1/stackup.pdf', { headers: { authorization: 'Bearer token-1' } });
    } finally {
      globalThis.fetch = originalFetch;
      click.mockRestore();
    }
  });

  it('given 45 messages, when the chat opens and older messages are asked for, then the newest 30 come first and the older 15 are added above', async () => {
    const api = new FakeChatApi();
    for (let n = 1; n <= 45; n++) api.add({ kind: 'text', senderId: PRODUCER, senderRole: 'Handler', text: `message ${n}` });
    renderChat(api);
    expect(await within(await screen.findByRole('log')).findByText('message 45')).toBeInTheDocument();
    expect(within(log()).queryByText('message 15')).not.toBeInTheDocument();
    expect(api.sentNamed('ChatMessages')[0].variables).toEqual({ chatId: 'order-1', last: 30 });
    fireEvent.click(within(log()).getByRole('button', { name: 'Older messages' }));
    expect(await within(log()).findByText('message 1')).toBeInTheDocument();
    expect(api.sentNamed('ChatMessages')[1].variables).toEqual({ chatId: 'order-1', last: 30, before: '16' });
    const texts = within(log()).getAllByText(/^message \d+$/).map((node) => node.textContent);
    expect(texts).toEqual(Array.from({ length: 45 }, (_, index) => `message ${index + 1}`));
    expect(within(log()).queryByRole('button', { name: 'Older messages' })).not.toBeInTheDocument();
  });

  it('given a written text, when Send is pressed, then it is sent, shown at once and the field is cleared', async () => {
    const api = new FakeChatApi();
    renderChat(api);
    expect(await screen.findByText('No messages yet. Write the first one.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Your message' });
    fireEvent.change(field, { target: { value: 'Can you do ENIG?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('Can you do ENIG?')).toBeInTheDocument();
    expect(api.sentNamed('SendTextMessage')[0].variables).toEqual({ chatId: 'order-1', text: 'Can you do ENIG?' });
    expect(field).toHaveValue('');
    expect(within(log()).getAllByText('Can you do ENIG?')).toHaveLength(1);
  });

  it('given a text in the field, when Shift+Enter and then Enter are typed, then Shift+Enter adds a line and Enter sends', async () => {
    const api = new FakeChatApi();
    const user = userEvent.setup();
    renderChat(api);
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    expect(field).toHaveAccessibleDescription('Enter sends, Shift+Enter starts a new line.');
    await user.type(field, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(field).toHaveValue('first line\nsecond line');
    expect(api.sentNamed('SendTextMessage')).toHaveLength(0);
    await user.type(field, '{Enter}');
    await waitFor(() => expect(api.sentNamed('SendTextMessage')).toHaveLength(1));
    expect(api.sentNamed('SendTextMessage')[0].variables).toMatchObject({ text: 'first line\nsecond line' });
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('given a touch device without a keyboard, when Enter is typed, then it starts a new line, Send sends and no keyboard hint is shown', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('pointer: coarse'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })) as never;
    try {
      const api = new FakeChatApi();
      const user = userEvent.setup();
      renderChat(api);
      const field = await screen.findByRole('textbox', { name: 'Your message' });
      expect(field).not.toHaveAccessibleDescription();
      expect(screen.queryByText('Enter sends, Shift+Enter starts a new line.')).not.toBeInTheDocument();
      await user.type(field, 'first line{Enter}second line');
      expect(field).toHaveValue('first line\nsecond line');
      expect(api.sentNamed('SendTextMessage')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(api.sentNamed('SendTextMessage')).toHaveLength(1));
      expect(api.sentNamed('SendTextMessage')[0].variables).toMatchObject({ text: 'first line\nsecond line' });
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('given a file over 10 MB, when it is chosen, then the page refuses it with the reason and uploads nothing', async () => {
    const api = new FakeChatApi();
    renderChat(api);
    const input = await screen.findByLabelText('Choose a file to send');
    const big = new File(['x'], 'huge.zip');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file huge.zip is larger than 10 MB and cannot be sent in the chat.');
    expect(screen.queryByRole('button', { name: 'Send file' })).not.toBeInTheDocument();
    expect(api.sentNamed('SendFileMessage')).toHaveLength(0);
  });

  it('given a file of 10 MB with a description, when it is sent, then the file and description go up and the message appears', async () => {
    const api = new FakeChatApi();
    renderChat(api);
    const input = await screen.findByLabelText('Choose a file to send');
    const file = new File(['gerber'], 'board.zip');
    Object.defineProperty(file, 'size', { value: 10 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description (optional)' }), { target: { value: 'Rev B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send file' }));
    expect(await within(log()).findByText('Rev B')).toBeInTheDocument();
    expect(api.sentNamed('SendFileMessage')[0].variables).toEqual({ chatId: 'order-1', file, description: 'Rev B' });
    expect(screen.queryByRole('button', { name: 'Send file' })).not.toBeInTheDocument();
  });

  it('given a text longer than a message holds, when it is sent, then it is offered as message.txt and sent as a file on request', async () => {
    const api = new FakeChatApi();
    renderChat(api);
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    const long = 'a'.repeat(2501);
    fireEvent.change(field, { target: { value: long } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your text has 2501 characters; a message holds at most 2500.');
    expect(api.sentNamed('SendTextMessage')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send as text file' }));
    await waitFor(() => expect(api.sentNamed('SendFileMessage')).toHaveLength(1));
    const { file } = api.sentNamed('SendFileMessage')[0].variables as { file: File };
    expect(file.name).toBe('message.txt');
    expect(await file.text()).toBe(long);
    expect(await within(log()).findByRole('button', { name: 'Download message.txt' })).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('given a refused send, when the API answers with a code, then the code is told in words', async () => {
    const api = new FakeChatApi();
    api.failWith.SendTextMessage = 'USER_NOT_AUTHORIZED';
    renderChat(api, 'de');
    const field = await screen.findByRole('textbox', { name: 'Deine Nachricht' });
    fireEvent.change(field, { target: { value: 'Hallo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das darfst du nicht.');
    expect(field).toHaveValue('Hallo');
  });

  it('given the signed-in person in the chat, when they leave and join again, then the button says what it does next', async () => {
    const api = new FakeChatApi();
    renderChat(api);
    const people = await screen.findByRole('region', { name: 'In this chat' });
    expect(await within(people).findByText('Chris Buyer (you)')).toBeInTheDocument();
    expect(await within(people).findByText('Pat Maker')).toBeInTheDocument();
    expect(within(people).getByText('Customer: Buyer GmbH')).toBeInTheDocument();
    expect(within(people).getByText('Producer: Maker Boards')).toBeInTheDocument();
    expect(within(people).getByRole('button', { name: 'Leave this chat' })).toHaveAccessibleDescription(
      'The people listed here take part in this chat for their side and get an email when a new message arrives, unless they have switched these emails off.',
    );
    fireEvent.click(within(people).getByRole('button', { name: 'Leave this chat' }));
    expect(await within(people).findByRole('button', { name: 'Join this chat' })).toBeInTheDocument();
    expect(api.sentNamed('UnassignFromChat')[0].variables).toEqual({ chatId: 'order-1' });
    expect(within(people).queryByText('Chris Buyer (you)')).not.toBeInTheDocument();
    fireEvent.click(within(people).getByRole('button', { name: 'Join this chat' }));
    expect(await within(people).findByRole('button', { name: 'Leave this chat' })).toBeInTheDocument();
    expect(api.sentNamed('AssignToChat')).toHaveLength(1);
  });

  it('given mails about new messages on, when the switch is turned off and on, then the setting follows and is explained', async () => {
    const api = new FakeChatApi();
    renderChat(api);
    const toggle = await screen.findByRole('switch', { name: 'Email me about new messages' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toHaveAccessibleDescription(/you get an email when someone writes in this chat/);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.sentNamed('UnsubscribeFromChat')).toHaveLength(1);
    expect(screen.getByText('Emails about new messages are off.')).toBeInTheDocument();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.sentNamed('SubscribeToChat')).toHaveLength(1);
  });

  it('given new messages on the server, when the refresh key changes, then they are fetched after the newest and announced', async () => {
    const api = new FakeChatApi();
    api.add({ kind: 'text', senderId: PRODUCER, senderRole: 'Handler', text: 'first' });
    const view = renderChat(api, 'en', 0);
    expect(await within(await screen.findByRole('log')).findByText('first')).toBeInTheDocument();
    api.add({ kind: 'text', senderId: PRODUCER, senderRole: 'Handler', text: 'second' });
    api.add({ kind: 'orderStatus', orderStatus: 'IN_PRODUCTION' });
    act(() => view.rerenderWith(1));
    expect(await within(log()).findByText('second')).toBeInTheDocument();
    expect(within(log()).getByText('The order is in production.')).toBeInTheDocument();
    expect(api.sentNamed('ChatMessages')[1].variables).toEqual({ chatId: 'order-1', first: 50, after: '1' });
    expect(screen.getByText('2 new messages')).toHaveAttribute('aria-live', 'polite');
  });

  it('given a chat of three messages, when it has loaded, then the page is told the three once, also after fetching newer ones', async () => {
    const api = new FakeChatApi();
    for (const text of ['one', 'two', 'three']) api.add({ kind: 'text', senderId: PRODUCER, senderRole: 'Handler', text });
    const loaded = jest.fn();
    const view = renderChat(api, 'en', 0, loaded);
    expect(await within(await screen.findByRole('log')).findByText('three')).toBeInTheDocument();
    await waitFor(() => expect(loaded).toHaveBeenCalledWith(3));
    api.add({ kind: 'text', senderId: PRODUCER, senderRole: 'Handler', text: 'four' });
    act(() => view.rerenderWith(1));
    expect(await within(log()).findByText('four')).toBeInTheDocument();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
