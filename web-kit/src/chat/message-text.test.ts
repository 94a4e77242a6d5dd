import type { TFunction } from 'i18next';
import { createI18n } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { isFileTooLarge, isTextTooLong, MAX_CHAT_FILE_BYTES, MAX_CHAT_TEXT_LENGTH, textAsFile } from './chat-limits';
import type { ChatMessage, ChatMessagePage } from './chat-queries';
import { fileSizeText, sentTimeText } from './chat-time';
import { storedFilePath } from './file-path';
import { EMPTY_MESSAGE_LIST, withNewer, withOlder, withSent } from './message-pages';
import { isSetBack, systemMessageText } from './message-text';

const base: ChatMessage = {
  id: 'm',
  kind: 'text',
  createdOn: '2025-01-01T10:00:00.000Z',
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
const message = (fields: Partial<ChatMessage>): ChatMessage => ({ ...base, ...fields });
const tOf = (locale: 'en' | 'de') => createI18n(KIT_STRINGS, locale).getFixedT(locale, 'chat') as TFunction<'chat'>;

describe('system messages in words', () => {
  const en = tOf('en');
  const de = tOf('de');

  it('given a parameter change with a new value, when described, then it names the parameter and the value in English and German', () => {
    const change = message({ kind: 'parameterChange', parameter: 'quantity', changedTo: '250' });
    expect(systemMessageText(change, en)).toBe('The request was changed. Quantity: now 250.');
    expect(systemMessageText(change, de)).toBe('Die Anfrage wurde geändert. Menge: jetzt 250.');
  });

  it('given a changed address without a value, when described, then only the parameter is named', () => {
    const change = message({ kind: 'parameterChange', parameter: 'shippingAddress', changedTo: null });
    expect(systemMessageText(change, en)).toBe('The request was changed: shipping address.');
    expect(systemMessageText(change, de)).toBe('Die Anfrage wurde geändert: Lieferadresse.');
  });

  it('given a flag and an order type, when described, then the values are words', () => {
    expect(systemMessageText(message({ kind: 'parameterChange', parameter: 'isPanel', changedTo: 'true' }), en)).toBe('The request was changed. Delivered as panel: now yes.');
    expect(systemMessageText(message({ kind: 'parameterChange', parameter: 'separateBoard', changedTo: 'false' }), de)).toBe('Die Anfrage wurde geändert. Einzelne Platinen: jetzt nein.');
    expect(systemMessageText(message({ kind: 'parameterChange', parameter: 'type', changedTo: 'SERIES' }), de)).toBe('Die Anfrage wurde geändert. Auftragsart: jetzt Serie.');
  });

  it('given a list or a note emptied, when described, then it says none are left, in English and German', () => {
    const emptied = (parameter: string, changedTo = '') => message({ kind: 'parameterChange', parameter, changedTo });
    expect(systemMessageText(emptied('optionalOperations'), en)).toBe('The request was changed. Optional services: none now.');
    expect(systemMessageText(emptied('optionalOperations'), de)).toBe('Die Anfrage wurde geändert. Optionale Leistungen: keine mehr.');
    expect(systemMessageText(emptied('requiredCertificates', ' '), en)).toBe('The request was changed. Required certificates: none now.');
    expect(systemMessageText(emptied('requiredCertificates'), de)).toBe('Die Anfrage wurde geändert. Benötigte Zertifikate: keine mehr.');
    expect(systemMessageText(emptied('additionalNotes'), de)).toBe('Die Anfrage wurde geändert. Zusätzliche Hinweise: keine mehr.');
  });

  it('given a new IPC class, order type, services or certificates, when described, then each code is in words, an unknown one as it is', () => {
    const change = (parameter: string, changedTo: string) => message({ kind: 'parameterChange', parameter, changedTo });
    expect(systemMessageText(change('ipcClass', 'CLASS2'), en)).toBe('The request was changed. IPC class: now Class 2 (dedicated service).');
    expect(systemMessageText(change('type', 'PRE_SERIES'), de)).toBe('Die Anfrage wurde geändert. Auftragsart: jetzt Vorserie.');
    expect(systemMessageText(change('requiredOperations', 'AOI2D, FlyingProbeTesting'), en)).toBe(
      'The request was changed. Required services: now 2D optical inspection (AOI), Flying probe test.',
    );
    expect(systemMessageText(change('optionalOperations', 'Programming, LaserMarking'), de)).toBe('Die Anfrage wurde geändert. Optionale Leistungen: jetzt Programmierung, LaserMarking.');
    expect(systemMessageText(change('requiredCertificates', 'ISO9001, IATF16949'), en)).toBe('The request was changed. Required certificates: now ISO 9001, IATF 16949.');
  });

  it('given electronic components, when described, then the operation and count are named with the right plural', () => {
    expect(systemMessageText(message({ kind: 'electronicComponents', operation: 'ADDED', numberComponents: 3 }), en)).toBe('3 components were added to the parts list.');
    expect(systemMessageText(message({ kind: 'electronicComponents', operation: 'REMOVED', numberComponents: 1 }), en)).toBe('1 component was removed from the parts list.');
    expect(systemMessageText(message({ kind: 'electronicComponents', operation: 'CHANGED', numberComponents: 2 }), de)).toBe('2 Bauteile der Stückliste wurden geändert.');
    expect(systemMessageText(message({ kind: 'electronicComponents', operation: 'ADDED', numberComponents: 1 }), de)).toBe('1 Bauteil wurde zur Stückliste hinzugefügt.');
  });

  it('given each quote status, when described, then it says what happened to the quote', () => {
    const texts = ['OFFERED', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'].map((quoteStatus) => systemMessageText(message({ kind: 'quote', quoteStatus }), en));
    expect(texts).toEqual(['The producer offered a quote.', 'The customer accepted the quote.', 'The customer declined the quote.', 'The producer withdrew the quote.']);
    expect(systemMessageText(message({ kind: 'quote', quoteStatus: 'WITHDRAWN' }), de)).toBe('Der Hersteller hat das Angebot zurückgezogen.');
  });

  it('given order files, when described, then the file of the order is named', () => {
    expect(systemMessageText(message({ kind: 'orderFile', fileKind: 'bom', filename: 'bom.csv' }), en)).toBe('A new version of the parts list (BOM) was uploaded: bom.csv.');
    expect(systemMessageText(message({ kind: 'orderFile', fileKind: 'additional', filename: 'notes.pdf' }), de)).toBe('Eine zusätzliche Datei wurde hinzugefügt: notes.pdf.');
    expect(systemMessageText(message({ kind: 'orderFile', fileKind: 'pcb', filename: 'board.zip' }), de)).toBe('Eine neue Version wurde hochgeladen (PCB-Datei): board.zip.');
  });

  it('given order statuses, when described, then they are plain words, and a set-back says so', () => {
    expect(systemMessageText(message({ kind: 'orderStatus', orderStatus: 'IN_PRODUCTION' }), en)).toBe('The order is in production.');
    expect(systemMessageText(message({ kind: 'orderStatus', orderStatus: 'SHIPPED' }), de)).toBe('Der Auftrag wurde versendet.');
    expect(systemMessageText(message({ kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' }), en)).toBe('The request was sent and is waiting for a quote.');
    expect(systemMessageText(message({ kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' }), en, { setBack: true })).toBe('The request was set back to waiting for a quote.');
    expect(systemMessageText(message({ kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' }), de, { setBack: true })).toBe('Die Anfrage wurde auf „Wartet auf Angebot“ zurückgesetzt.');
    expect(systemMessageText(message({ kind: 'orderStatus', orderStatus: 'ON_THE_MOON' }), en)).toBe('The status of the request changed (ON_THE_MOON).');
  });

  it('given company members, when described, then the person and the company are named', () => {
    const added = message({ kind: 'companyMember', companyId: 'c1', userId: 'u9', added: true });
    expect(systemMessageText(added, en, { personName: 'Alex Smith', companyName: 'Acme GmbH' })).toBe('Alex Smith was added to the company Acme GmbH.');
    expect(systemMessageText({ ...added, added: false }, de, { personName: 'Alex Smith', companyName: 'Acme GmbH' })).toBe('Alex Smith wurde aus dem Unternehmen Acme GmbH entfernt.');
    expect(systemMessageText(added, de)).toBe('Jemand wurde zum Unternehmen hinzugefügt.');
  });

  it('given a kind this page does not know, when described, then a neutral text is given', () => {
    expect(systemMessageText(message({ kind: 'somethingNew' }), en)).toBe('A message this page cannot show.');
    expect(systemMessageText(message({ kind: 'somethingNew' }), de)).toBe('Eine Nachricht, die hier nicht angezeigt werden kann.');
  });
});

describe('a set-back to waiting for a quote', () => {
  const status = message({ kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' });
  it('given the first message of the chat, when checked, then it is the new request, not a set-back', () => {
    expect(isSetBack([status], 0, false)).toBe(false);
  });
  it('given a withdrawn quote before it, when checked, then it is a set-back', () => {
    expect(isSetBack([message({ kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' }), message({ kind: 'quote', quoteStatus: 'WITHDRAWN' }), status], 2, false)).toBe(true);
  });
  it('given older messages not loaded yet, when checked, then it is a set-back', () => {
    expect(isSetBack([status], 0, true)).toBe(true);
  });
});

describe('the loaded pages of a chat', () => {
  const page = (ids: number[], info: Partial<ChatMessagePage['pageInfo']> = {}): ChatMessagePage => ({
    edges: ids.map((id) => ({ cursor: `c${id}`, node: message({ id: `m${id}` }) })),
    pageInfo: { startCursor: ids.length ? `c${ids[0]}` : null, endCursor: ids.length ? `c${ids[ids.length - 1]}` : null, hasNextPage: false, hasPreviousPage: false, ...info },
    totalCount: ids.length,
  });
  const ids = (list: typeof EMPTY_MESSAGE_LIST) => list.entries.map((entry) => entry.message.id);

  it('given the newest page and an older page, when merged, then the older ones come first and the cursors span both', () => {
    const newest = withNewer(EMPTY_MESSAGE_LIST, page([3, 4], { hasPreviousPage: true }));
    const both = withOlder(newest, page([1, 2]));
    expect(ids(both)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(both).toMatchObject({ oldestCursor: 'c1', newestCursor: 'c4', hasOlder: false });
  });

  it('given a message just sent, when a newer page brings it, then it is shown once, in its place', () => {
    const sent = withSent(withNewer(EMPTY_MESSAGE_LIST, page([1])), message({ id: 'm3' }));
    const after = withNewer(sent, page([2, 3], { hasPreviousPage: true }));
    expect(ids(after)).toEqual(['m1', 'm2', 'm3']);
    expect(after.entries.every((entry) => entry.cursor !== null)).toBe(true);
    expect(after.hasOlder).toBe(false);
  });
});

describe('the chat limits', () => {
  it('given sizes around 10 MB, when checked, then only files over 10 * 1024 * 1024 bytes are too large', () => {
    expect(isFileTooLarge({ size: MAX_CHAT_FILE_BYTES })).toBe(false);
    expect(isFileTooLarge({ size: MAX_CHAT_FILE_BYTES + 1 })).toBe(true);
  });
  it('given texts around the message limit, when checked, then only longer trimmed texts are too long', () => {
    expect(MAX_CHAT_TEXT_LENGTH).toBe(2500);
    expect(isTextTooLong(`  ${'a'.repeat(2500)}  `)).toBe(false);
    expect(isTextTooLong('a'.repeat(2501))).toBe(true);
  });
  it('given a long text, when turned into a file, then it is message.txt with the text', async () => {
    const file = textAsFile('hello');
    expect(file.name).toBe('message.txt');
    expect(await file.text()).toBe('hello');
  });
  it('given a file and sizes, when put in words, then paths and sizes read well', () => {
    expect(storedFilePath('f 1', 'Spec Sheet.PDF')).toBe('/files/f%201/spec%20sheet.pdf');
    expect(fileSizeText(1536, tOf('en'), 'en')).toBe('1.5 kB');
    expect(fileSizeText(3 * 1024 * 1024, tOf('de'), 'de')).toBe('3 MB');
  });
});

describe('when a message was sent', () => {
  const now = new Date('2025-03-10T12:00:00.000Z');
  it('given a message from this week, when shown, then the passed time is named', () => {
    expect(sentTimeText('2025-03-10T11:55:00.000Z', tOf('en'), 'en', now)).toBe('5 minutes ago');
    expect(sentTimeText('2025-03-08T12:00:00.000Z', tOf('de'), 'de', now)).toBe('vor 2 Tagen');
  });
  it('given an older message, when shown, then its date and time are given', () => {
    expect(sentTimeText('2025-01-06T09:30:00.000Z', tOf('de'), 'de', now)).toMatch(/06\.01\.2025/);
  });
});
