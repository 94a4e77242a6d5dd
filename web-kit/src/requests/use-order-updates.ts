import { useCallback, useEffect, useState } from 'react';
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

/**
 * Listens to one order's live updates (GraphQL over server-sent events) while the page is open. The server is told
 * the version the page loaded, so a change made before the stream began (or while it reconnected) is told as well;
 * a reload of the page starts a new stream from the version it then shows. The number of messages the page's chat
 * loaded (`chatLoaded`) does the same for messages: once the chat has loaded, the stream starts again with it, and a
 * message that arrived between the chat's load and the stream is told at once.
 */
export function useOrderUpdates(loaded: LoadedOrder | undefined): OrderLiveState {
  const [latest, setLatest] = useState<{ orderId: string; status: string; updatedOn: string; orderChanged: boolean; statusChanged: boolean } | null>(null);
  const [messagesKey, setMessagesKey] = useState(0);
  const [chat, setChat] = useState<{ orderId: string; messages: number } | null>(null);
  const orderId = loaded?.id;
  const chatMessages = chat && chat.orderId === orderId ? chat.messages : null;
  const chatLoaded = useCallback((messages: number) => setChat(orderId ? { orderId, messages } : null), [orderId]);
  const shown = loaded ? { status: loaded.status, updatedOn: loaded.updatedOn, messages: chatMessages } : null;
  const [{ data }] = useSubscription({ query: OrderUpdatesSubscription, variables: { orderId: orderId ?? '', shown }, pause: !orderId });
  const update = data?.orderUpdates;
  useEffect(() => {
    if (!update) return;
    if (update.orderChanged || update.statusChanged) setLatest(update);
    if (update.newMessages > 0) setMessagesKey((key) => key + 1);
  }, [update]);
  const changed = !!latest && !!loaded && latest.orderId === loaded.id && isNews(latest, loaded);
  return { changed, messagesKey, chatLoaded };
}
