import type { ChatMessage, ChatMessagePage } from './chat-queries';

/** A message as the list holds it; a message just sent and not fetched yet has no cursor. */
export interface MessageEntry {
  readonly message: ChatMessage;
  readonly cursor: string | null;
}

/** The loaded part of a chat, oldest first, with the cursors to page on in both directions. */
export interface MessageList {
  readonly entries: readonly MessageEntry[];
  readonly oldestCursor: string | null;
  readonly newestCursor: string | null;
  readonly hasOlder: boolean;
}

export const EMPTY_MESSAGE_LIST: MessageList = { entries: [], oldestCursor: null, newestCursor: null, hasOlder: false };

/** How many messages one page holds. */
export const PAGE_SIZE = 30;

const entriesOf = (page: ChatMessagePage): MessageEntry[] => page.edges.map((edge) => ({ message: edge.node, cursor: edge.cursor }));

/**
 * Adds the newest page or a page after the newest cursor at the end. Messages sent from this page
 * (without cursor) stay last until a page brings them.
 */
export function withNewer(list: MessageList, page: ChatMessagePage): MessageList {
  const incoming = entriesOf(page);
  const ids = new Set(incoming.map((entry) => entry.message.id));
  const fetched = list.entries.filter((entry) => entry.cursor !== null && !ids.has(entry.message.id));
  const pending = list.entries.filter((entry) => entry.cursor === null && !ids.has(entry.message.id));
  const known = list.oldestCursor !== null;
  return {
    entries: [...fetched, ...incoming, ...pending],
    oldestCursor: known ? list.oldestCursor : page.pageInfo.startCursor,
    newestCursor: page.pageInfo.endCursor ?? list.newestCursor,
    hasOlder: known ? list.hasOlder : page.pageInfo.hasPreviousPage,
  };
}

/** Adds a page from before the oldest cursor at the top. */
export function withOlder(list: MessageList, page: ChatMessagePage): MessageList {
  const ids = new Set(list.entries.map((entry) => entry.message.id));
  return {
    ...list,
    entries: [...entriesOf(page).filter((entry) => !ids.has(entry.message.id)), ...list.entries],
    oldestCursor: page.pageInfo.startCursor ?? list.oldestCursor,
    hasOlder: page.pageInfo.hasPreviousPage,
  };
}

/** Shows a message the server just answered for a send, unless it is there already. */
export function withSent(list: MessageList, message: ChatMessage): MessageList {
  if (list.entries.some((entry) => entry.message.id === message.id)) return list;
  return { ...list, entries: [...list.entries, { message, cursor: null }] };
}
