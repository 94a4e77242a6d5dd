import { useCallback, useState } from 'react';
import { useSubscription } from 'urql';
import { OrderUpdatesSubscription } from './order-queries';

export interface OrderLiveState {
  /** The order or its status changed after the version the page shows: offer to reload. */
  readonly changed: boolean;
  /** Counts up with every batch of new chat messages, for the chat to fetch them. */
  readonly messagesKey: number;
  /** For the page's chat: how many messages it held when it loaded. */
  readonly chatLoaded: (messages: number) => void;
}

/** What the page shows of the order, to tell news from what it already has. */
export interface LoadedOrder {
  readonly id: string;
  readonly status: string;
  readonly updatedOn: string;
}

/**
 * Whether a live update tells of something newer than the loaded order. A notice older than what the page loaded
 * (it arrived after the page had fetched the order again) is not news, whatever status it names.
 */
export function isNews(update: { status: string; updatedOn: string; orderChanged: boolean; statusChanged: boolean }, loaded: LoadedOrder): boolean {
  if (!update.orderChanged && !update.statusChanged) return false;
  const [updatedAt, loadedAt] = [new Date(update.updatedOn).getTime(), new Date(loaded.updatedOn).getTime()];
  return updatedAt === loadedAt ? update.status !== loaded.status : updatedAt > loadedAt;
}

/** One live update of an order, as the stream delivers it. */
export interface OrderUpdateNotice {
  readonly orderId: string;
  readonly status: string;
  readonly updatedOn: string;
  readonly orderChanged: boolean;
  readonly statusChanged: boolean;
  readonly newMessages: number;
}

/** What the page has heard so far: the latest change of the order, and how many notices brought chat messages. */
export interface HeardUpdates {
  readonly change: OrderUpdateNotice | null;
  readonly messageNotices: number;
}

/**
 * Adds one notice to what was heard. Every notice is folded in as it arrives: two that arrive together (a change of the
 * order and, a moment later, its announcement in the chat) would otherwise leave only the second for the page to see.
 */
export function heardUpdates(previous: HeardUpdates | undefined, notice: OrderUpdateNotice): HeardUpdates {
  return {
    change: notice.orderChanged || notice.statusChanged ? notice : (previous?.change ?? null),
    messageNotices: (previous?.messageNotices ?? 0) + (notice.newMessages > 0 ? 1 : 0),
  };
}

/**
 * Listens to one order's live updates (GraphQL over server-sent events) while the page is open. The server is told
 * the version the page loaded, so a change made before the stream began (or while it reconnected) is told as well;
 * a reload of the page starts a new stream from the version it then shows. The number of messages the page's chat
 * loaded (`chatLoaded`) does the same for messages: once the chat has loaded, the stream starts again with it, and a
 * message that arrived between the chat's load and the stream is told at once.
 */
export function useOrderUpdates(loaded: LoadedOrder | undefined): OrderLiveState {
  const [chat, setChat] = useState<{ orderId: string; messages: number } | null>(null);
  const orderId = loaded?.id;
  const chatMessages = chat && chat.orderId === orderId ? chat.messages : null;
  const chatLoaded = useCallback((messages: number) => setChat(orderId ? { orderId, messages } : null), [orderId]);
  const shown = loaded ? { status: loaded.status, updatedOn: loaded.updatedOn, messages: chatMessages } : null;
  const [{ data: heard }] = useSubscription(
    { query: OrderUpdatesSubscription, variables: { orderId: orderId ?? '', shown }, pause: !orderId },
    (previous: HeardUpdates | undefined, data): HeardUpdates => heardUpdates(previous, data.orderUpdates),
  );
  const latest = heard?.change;
  const changed = !!latest && !!loaded && latest.orderId === loaded.id && isNews(latest, loaded);
  return { changed, messagesKey: heard?.messageNotices ?? 0, chatLoaded };
}
