import { historyFileName } from './history-file-name';
import { historyWhat, historyWho, historyWhy, type ProducerNames, type Words } from './history-wording';
import en from './locales/en.json';

/** The console's English strings with polyglot's placeholders filled in; shared strings by their fallback. */
const words: Words = {
  admin: (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
    return text.replace(/%\{(\w+)\}/g, (_match, name: string) => String(values[name]));
  },
  kit: (key, fallback) => ({ 'requests:reason.values.COSTS': 'Costs', 'common:vocabulary.orderType.SERIES': 'Series', 'requests:facts.notes': 'Notes', 'requests:facts.parts': 'Parts' })[key] ?? fallback,
};

const names: ProducerNames = {
  ofOrder: (orderId) => ({ o1: 'Acme PCB', o2: 'Beta Boards' })[orderId],
  ofManufacturer: (manufacturerId) => ({ m1: 'Acme PCB', m2: 'Beta Boards', m9: 'Late Layouts' })[manufacturerId],
};

const what = (type: string, data: Record<string, unknown>) => historyWhat({ type, data }, names, words);

describe('the words of a request’s history', () => {
  it('given a re-added order the request does not show yet, when it is worded, then the producer is named by its manufacturer', () => {
    expect(what('OrderReAdded', { orderId: 'o9', manufacturerId: 'm9' })).toBe('Request sent to another producer: Late Layouts');
  });

  it('given a withdrawal because another quote was accepted, when it is worded, then both producers are named', () => {
    expect(what('OrderCanceledByCustomer', { orderId: 'o2', reason: 'NONE', reasonText: null, acceptedOrderId: 'o1' })).toBe(
      'The request to Beta Boards was withdrawn because the quote of Acme PCB was accepted',
    );
  });

  it('given changes of the request, when they are worded, then they say what changed and to what', () => {
    expect(what('OrderTypeChanged', { orderId: 'o1', orderType: 'SERIES' })).toBe('The order type for Acme PCB was changed to Series');
    expect(what('OrderAddressesChanged', { orderId: 'o1', shippingAddress: { city: 'Bonn' }, billingAddress: null })).toBe('The shipping address for Acme PCB was changed');
    expect(what('OrderDetailsChanged', { orderId: 'o1', changes: { additionalNotes: 'x', smtPartCount: 3, thtPinCount: 2 } })).toBe('Details for Acme PCB were changed: Notes, Parts');
    expect(what('OrderBomChanged', { orderId: 'o2', bom: { fileId: 'f', filename: 'bom.csv' }, components: { added: 2, removed: 1, changed: 0 } })).toBe(
      'The parts list for Beta Boards was changed: 2 added, 1 removed, 0 changed',
    );
    expect(what('OrderFilesChanged', { orderId: 'o1', files: { pcb: { fileId: 'f1', filename: 'gerber.zip' } }, additionalFilesAdded: [{ fileId: 'f2', filename: 'notes.pdf' }] })).toBe(
      'Design files for Acme PCB were changed: gerber.zip, notes.pdf',
    );
  });

  it('given an event of an order the request does not know, when it is worded, then it says an unknown producer', () => {
    expect(what('OrderShipped', { orderId: 'gone' })).toBe('Unknown producer shipped the order');
  });

  it('given events by a person, by a person whose data was erased and by the system, when the actor is worded, then each is named as well as known', () => {
    expect(historyWho({ actor: { kind: 'USER', userId: 'u1', username: 'customer1', companyId: 'c1', companyName: 'Buyer Boards GmbH' } }, words)).toBe('customer1 (Buyer Boards GmbH)');
    expect(historyWho({ actor: { kind: 'USER', userId: 'u1', username: '[erased]', companyId: null, companyName: null } }, words)).toBe('[erased]');
    expect(historyWho({ actor: { kind: 'SYSTEM', userId: null, username: null, companyId: null, companyName: null } }, words)).toBe('the system');
  });

  it('given an answer with a reason and words, when the reason is worded, then both show; an event without one has none', () => {
    expect(historyWhy({ data: { reason: 'COSTS', reasonText: 'Too small a batch' } }, words)).toBe('Costs: “Too small a batch”');
    expect(historyWhy({ data: { orderId: 'o1' } }, words)).toBeNull();
  });
});

describe('the name of the saved history', () => {
  it('given a request name with spaces and umlauts, when the file is named, then the name leads, in letters, digits and dashes, before the server’s name', () => {
    expect(historyFileName('Sensor board v2 (Prüfmuster)', 'order-history-r1-2026-11-20T10-00-00-000Z.jsonl')).toBe('Sensor-board-v2-Prüfmuster_order-history-r1-2026-11-20T10-00-00-000Z.jsonl');
  });

  it('given a name of signs only or a server name with a path, when the file is named, then the server’s file name alone is kept', () => {
    expect(historyFileName('***', 'exports/order-history-r1.jsonl')).toBe('order-history-r1.jsonl');
  });
});
