import { certificateName } from '@pcbm/web-kit/vocabulary/certificates';
import type { HistoryEntry } from './request-operations';

/** The console's strings (react-admin's translate) and the product's shared ones (i18next, with a fallback). */
export interface Words {
  readonly admin: (key: string, values?: Record<string, unknown>) => string;
  readonly kit: (key: string, fallback: string) => string;
}

/** Names of the request's producers, by order and by manufacturer. */
export interface ProducerNames {
  readonly ofOrder: (orderId: string) => string | undefined;
  readonly ofManufacturer: (manufacturerId: string) => string | undefined;
}

type Data = Record<string, unknown>;

const textOf = (data: Data, key: string): string | null => (typeof data[key] === 'string' ? (data[key] as string) : null);
const numberOf = (data: Data, key: string): number | null => (typeof data[key] === 'number' ? (data[key] as number) : null);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const objectOf = (value: unknown): Data => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {});
const filenameOf = (value: unknown): string | null => textOf(objectOf(value), 'filename');

/** The request's changed fields (OrderDetailsChanged) by the names the order's facts show. */
const DETAIL_LABELS: Record<string, string> = {
  pcbProvidedByCustomer: 'requests:facts.pcbProvided',
  isPanel: 'requests:facts.isPanel',
  separateBoard: 'requests:facts.separateBoard',
  additionalNotes: 'requests:facts.notes',
  smtPartCount: 'requests:facts.parts',
  thtPartCount: 'requests:facts.parts',
  thtPinCount: 'requests:facts.parts',
};

/** What happened, in a sentence: each event type of a request's stream in plain words, with the producer it concerns. */
export function historyWhat(entry: Pick<HistoryEntry, 'type' | 'data'>, names: ProducerNames, words: Words): string {
  const data = entry.data;
  const unknownProducer = words.admin('admin.requests.unknownProducer');
  /** The producer of an order, known by the order or else by the manufacturer (both are in a request's first events). */
  const producerOf = (order: Data) => {
    const orderId = textOf(order, 'orderId');
    const manufacturerId = textOf(order, 'manufacturerId');
    return (orderId && names.ofOrder(orderId)) || (manufacturerId && names.ofManufacturer(manufacturerId)) || unknownProducer;
  };
  const none = words.admin('admin.requests.history.none');
  const joined = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : none);
  const say = (key: string, values: Record<string, unknown> = {}) => words.admin(`admin.requests.history.event.${key}`, { producer: producerOf(data), ...values });
  const services = (key: string) => joined(listOf(data[key]).map((service) => words.kit(`common:vocabulary.service.${String(service)}`, String(service))));

  switch (entry.type) {
    case 'SuperOrderCreated': {
      const producers = listOf(data.orders).map((order) => producerOf(objectOf(order)));
      return say('SuperOrderCreated', { name: textOf(data, 'name') ?? '', producers: joined(producers) });
    }
    case 'OrderReAdded':
      return say('OrderReAdded');
    case 'QuoteOffered':
      return say('QuoteOffered', { filename: filenameOf(data.file) ?? none });
    case 'OrderCanceledByCustomer':
      return textOf(data, 'acceptedOrderId') ? say('OrderCanceledForAcceptedQuote', { accepted: producerOf({ orderId: data.acceptedOrderId }) }) : say('OrderCanceledByCustomer');
    case 'OrderAddressesChanged': {
      const shipping = data.shippingAddress != null;
      const billing = data.billingAddress != null;
      return say(shipping && billing ? 'OrderAddressesChangedBoth' : billing ? 'OrderAddressesChangedBilling' : 'OrderAddressesChangedShipping');
    }
    case 'OrderQuantityChanged':
      return say('OrderQuantityChanged', { quantity: numberOf(data, 'quantity') ?? none });
    case 'OrderServicesChanged':
      return say('OrderServicesChanged', { required: services('requiredOperations'), optional: services('optionalOperations') });
    case 'OrderCertificatesChanged':
      return say('OrderCertificatesChanged', { certificates: joined(listOf(data.requiredCertificates).map((code) => certificateName(String(code)))) });
    case 'OrderVersionChanged':
      return say('OrderVersionChanged', { version: textOf(data, 'pcbVersion') || none });
    case 'OrderIpcClassChanged': {
      const ipcClass = textOf(data, 'ipcClass');
      return say('OrderIpcClassChanged', { ipcClass: words.kit(`common:vocabulary.ipc.${ipcClass ?? 'none'}`, ipcClass ?? none) });
    }
    case 'OrderTypeChanged': {
      const orderType = textOf(data, 'orderType') ?? '';
      return say('OrderTypeChanged', { orderType: words.kit(`common:vocabulary.orderType.${orderType}`, orderType) });
    }
    case 'OrderDetailsChanged': {
      const labels = Object.keys(objectOf(data.changes)).map((field) => (DETAIL_LABELS[field] ? words.kit(DETAIL_LABELS[field], field) : field));
      return say('OrderDetailsChanged', { changes: joined([...new Set(labels)]) });
    }
    case 'OrderFilesChanged': {
      const replaced = Object.values(objectOf(data.files)).map(filenameOf);
      const added = listOf(data.additionalFilesAdded).map(filenameOf);
      return say('OrderFilesChanged', { files: joined([...replaced, ...added].filter((name): name is string => !!name)) });
    }
    case 'OrderBomChanged': {
      const components = objectOf(data.components);
      return say('OrderBomChanged', { added: numberOf(components, 'added') ?? 0, removed: numberOf(components, 'removed') ?? 0, changed: numberOf(components, 'changed') ?? 0 });
    }
    case 'OrderPlacementChanged':
      return say('OrderPlacementChanged', { filename: filenameOf(data.placement) ?? none });
    case 'QuoteWithdrawn':
    case 'QuoteAccepted':
    case 'QuoteDeclined':
    case 'OrderRejectedByProducer':
    case 'OrderProductionStarted':
    case 'OrderShipped':
    case 'OrderReceived':
    case 'OrderFeedbackGiven':
      return say(entry.type);
    default:
      return words.admin('admin.requests.history.event.unknown', { type: entry.type });
  }
}

/** Who did it: the person (with the company they acted for), or the system. */
export function historyWho(entry: Pick<HistoryEntry, 'actor'>, words: Words): string {
  const { actor } = entry;
  if (actor.kind !== 'USER') return words.admin('admin.requests.history.system');
  const person = actor.username ?? actor.userId ?? words.admin('admin.requests.unknownPerson');
  return actor.companyName ? words.admin('admin.requests.history.personInCompany', { person, company: actor.companyName }) : person;
}

/** Why, when the event says: the reason from the product's list and the words given with it; null otherwise. */
export function historyWhy(entry: Pick<HistoryEntry, 'data'>, words: Words): string | null {
  return reasonText(textOf(entry.data, 'reason'), textOf(entry.data, 'reasonText'), words);
}

/** A reason from the product's list and the words given with it, as one line; null when there is neither. */
export function reasonText(reason: string | null | undefined, text: string | null | undefined, words: Words): string | null {
  const parts = [reason ? words.kit(`requests:reason.values.${reason}`, reason) : null, text ? words.admin('admin.requests.quoted', { text }) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(': ') : null;
}
