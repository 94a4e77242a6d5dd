import type { TFunction } from 'i18next';
import { certificateName } from '../vocabulary/certificates';
import type { ChatMessage } from './chat-queries';

/** Messages people write; every other kind is announced by the system. */
export const PERSON_KINDS = ['text', 'file'] as const;

/** The kinds of system messages this page puts in words. */
export const SYSTEM_KINDS = ['parameterChange', 'electronicComponents', 'quote', 'orderFile', 'orderStatus', 'companyMember'] as const;

export type ChatRole = 'Requester' | 'Handler' | 'System';

const ORDER_STATUSES = [
  'CANCELED_BY_CUSTOMER',
  'CANCELED_BY_PRODUCER',
  'DONE',
  'IN_PRODUCTION',
  'QUOTE_OFFERED',
  'SHIPPED',
  'WAITING_FOR_PRODUCTION',
  'WAITING_FOR_QUOTE',
];
const QUOTE_STATUSES = ['OFFERED', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'];
const OPERATIONS = ['ADDED', 'REMOVED', 'CHANGED'];
const PARAMETERS = [
  'shippingAddress',
  'billingAddress',
  'quantity',
  'requiredOperations',
  'optionalOperations',
  'requiredCertificates',
  'pcbVersion',
  'ipcClass',
  'type',
  'pcbProvidedByCustomer',
  'isPanel',
  'separateBoard',
  'additionalNotes',
  'smtPartCount',
  'thtPartCount',
  'thtPinCount',
];
const FILE_KINDS = ['pcb', 'job', 'originalJob', 'preview', 'bom', 'originalBom', 'placement', 'originalPlacement', 'additional'];
const ORDER_TYPES = ['PROTOTYPE', 'PRE_SERIES', 'SERIES'];
const IPC_CLASSES = ['CLASS1', 'CLASS2', 'CLASS3'];
/** Parameters whose value is a list of codes, written ", "-separated by the server. */
const CODE_LISTS: Readonly<Record<string, (code: string, t: TFunction<'chat'>) => string>> = {
  requiredOperations: (code, t) => t(`vocabulary.service.${code}`, { ns: 'common', defaultValue: code }),
  optionalOperations: (code, t) => t(`vocabulary.service.${code}`, { ns: 'common', defaultValue: code }),
  requiredCertificates: (code) => certificateName(code),
};

export const isPersonMessage = (message: Pick<ChatMessage, 'kind'>): boolean => (PERSON_KINDS as readonly string[]).includes(message.kind);

/** What a system message needs to know beyond itself. */
export interface SystemMessageContext {
  /** The name of the person a company-member message is about, when known. */
  readonly personName?: string | null;
  /** The name of the company a company-member message is about, when known. */
  readonly companyName?: string | null;
  /** The order went back to waiting for a quote after a quote (not its first status). */
  readonly setBack?: boolean;
}

/**
 * A parameter's new value in words: yes/no for flags, and the product's words for order types, IPC classes, services
 * and certificates; a code the page does not know is shown as it is. An empty value is told by the caller.
 */
function valueText(parameter: string, value: string, t: TFunction<'chat'>): string {
  if (value === 'true' || value === 'false') return t(`values.${value}`);
  if (parameter === 'type' && ORDER_TYPES.includes(value)) return t(`values.orderType.${value}`);
  if (parameter === 'ipcClass' && IPC_CLASSES.includes(value)) return t(`vocabulary.ipc.${value}`, { ns: 'common' });
  const codeText = CODE_LISTS[parameter];
  if (codeText) return value.split(',').map((code) => codeText(code.trim(), t)).join(', ');
  return value;
}

/** The name of a parameter as the start of a label ("Optional services: …"). */
const asLabel = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** A system message in plain words; kinds or values this page does not know get a neutral text. */
export function systemMessageText(message: ChatMessage, t: TFunction<'chat'>, context: SystemMessageContext = {}): string {
  switch (message.kind) {
    case 'parameterChange': {
      const name = message.parameter ?? '';
      const parameter = PARAMETERS.includes(name) ? t(`parameters.${name}`) : name || t('parameters.unknown');
      if (message.changedTo === null || message.changedTo === undefined) return t('system.parameterChanged', { parameter });
      // The new value follows the parameter as a label, which reads right whatever the parameter's gender or number.
      const label = asLabel(parameter);
      return message.changedTo.trim() === ''
        ? t('system.parameterEmptied', { parameter: label })
        : t('system.parameterChangedTo', { parameter: label, value: valueText(name, message.changedTo, t) });
    }
    case 'electronicComponents': {
      const count = message.numberComponents ?? 0;
      const operation = OPERATIONS.includes(message.operation ?? '') ? message.operation : 'UNKNOWN';
      return t(`system.components.${operation}`, { count });
    }
    case 'quote':
      return QUOTE_STATUSES.includes(message.quoteStatus ?? '') ? t(`system.quote.${message.quoteStatus}`) : t('system.quote.unknown');
    case 'orderFile': {
      const kind = message.fileKind ?? '';
      const filename = message.filename ?? '';
      if (kind === 'additional') return t('system.orderFile.added', { filename });
      const file = FILE_KINDS.includes(kind) ? t(`fileKinds.${kind}`) : kind || t('fileKinds.unknown');
      return filename ? t('system.orderFile.replaced', { file, filename }) : t('system.orderFile.replacedUnnamed', { file });
    }
    case 'orderStatus': {
      const status = message.orderStatus ?? '';
      if (status === 'WAITING_FOR_QUOTE' && context.setBack) return t('system.status.setBackToWaitingForQuote');
      return ORDER_STATUSES.includes(status) ? t(`system.status.${status}`) : t('system.status.unknown', { status });
    }
    case 'companyMember': {
      const name = context.personName || t('system.member.someone');
      const company = context.companyName;
      if (message.added === false) return company ? t('system.member.removedFrom', { name, company }) : t('system.member.removed', { name });
      return company ? t('system.member.addedTo', { name, company }) : t('system.member.added', { name });
    }
    default:
      return t('system.unknown');
  }
}

/**
 * Whether a "waiting for quote" status in the list means the order was set back: a quote came
 * before it, or it is not the chat's first message (the first one announces the new request).
 */
export function isSetBack(messages: readonly Pick<ChatMessage, 'kind' | 'orderStatus'>[], index: number, hasOlder: boolean): boolean {
  const message = messages[index];
  if (message?.kind !== 'orderStatus' || message.orderStatus !== 'WAITING_FOR_QUOTE') return false;
  return hasOlder || messages.slice(0, index).some((earlier) => earlier.kind === 'quote' || earlier.kind === 'orderStatus');
}

/** The side a role writes for, as the reader sees it. */
export const roleOfSide = (side: 'customer' | 'producer'): ChatRole => (side === 'customer' ? 'Requester' : 'Handler');
