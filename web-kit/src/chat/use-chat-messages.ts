import { CombinedError } from '@urql/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { ChatMessagesQuery, type ChatMessage, type ChatMessagePage } from './chat-queries';
import { EMPTY_MESSAGE_LIST, PAGE_SIZE, withNewer, withOlder, withSent, type MessageList } from './message-pages';

/** Pages fetched forward per refresh at most; a chat rarely gets more between two refreshes. */
const MAX_FORWARD_ROUNDS = 20;
const FORWARD_PAGE_SIZE = 50;

export interface ChatMessages {
  readonly list: MessageList;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** How many messages the chat held when its newest page was first loaded; null before. */
  readonly loadedCount: number | null;
  /** The last failed call, until one succeeds again. */
  readonly error: CombinedError | null;
  readonly loadingOlder: boolean;
  /** Fetches the page before the oldest loaded message. */
  readonly loadOlder: () => Promise<void>;
  /** Fetches what arrived after the newest loaded message (the newest page on the first call). */
  readonly loadNewer: () => Promise<void>;
  /** Shows a message just sent at once, then fetches what is new. */
  readonly addSent: (message: ChatMessage) => Promise<void>;
}

const asCombinedError = (error: unknown): CombinedError =>
  error instanceof CombinedError ? error : new CombinedError({ networkError: error instanceof Error ? error : new Error(String(error)) });

/**
 * The loaded messages of one chat, oldest first. The first load takes the newest page; older pages
 * are added at the top, and refreshes fetch forward from the newest cursor, so nothing between two
 * pages is skipped.
 */
export function useChatMessages(chatId: string | null): ChatMessages {
  const client = useClient();
  const [list, setList] = useState<MessageList>(EMPTY_MESSAGE_LIST);
  const [status, setStatus] = useState<ChatMessages['status']>('idle');
  const [error, setError] = useState<CombinedError | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [loadedCount, setLoadedCount] = useState<number | null>(null);
  const current = useRef<MessageList>(EMPTY_MESSAGE_LIST);
  const generation = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const fetchPage = useCallback(
    async (id: string, variables: { first?: number; after?: string; last?: number; before?: string }): Promise<ChatMessagePage> => {
      const result = await client.query(ChatMessagesQuery, { chatId: id, ...variables }, { requestPolicy: 'network-only' }).toPromise();
      if (!result.data) throw result.error ?? new CombinedError({ networkError: new Error('No answer') });
      return result.data.fetchMessages;
    },
    [client],
  );

  const apply = useCallback((run: number, change: (list: MessageList) => MessageList) => {
    if (run !== generation.current) return;
    current.current = change(current.current);
    setList(current.current);
  }, []);

  const loadNewer = useCallback((): Promise<void> => {
    if (!chatId) return Promise.resolve();
    const run = generation.current;
    const step = async () => {
      if (run !== generation.current) return;
      try {
        for (let round = 0; round < MAX_FORWARD_ROUNDS; round++) {
          const cursor = current.current.newestCursor;
          const page = await fetchPage(chatId, cursor ? { first: FORWARD_PAGE_SIZE, after: cursor } : { last: PAGE_SIZE });
          apply(run, (list) => withNewer(list, page));
          if (!cursor && run === generation.current) setLoadedCount(page.totalCount);
          if (!cursor || !page.pageInfo.hasNextPage || run !== generation.current) break;
        }
        if (run !== generation.current) return;
        setError(null);
        setStatus('ready');
      } catch (failure) {
        if (run !== generation.current) return;
        setError(asCombinedError(failure));
        setStatus((before) => (before === 'ready' ? 'ready' : 'failed'));
      }
    };
    queue.current = queue.current.then(step);
    return queue.current;
  }, [chatId, fetchPage, apply]);

  const loadOlder = useCallback(async (): Promise<void> => {
    const { oldestCursor, hasOlder } = current.current;
    if (!chatId || !oldestCursor || !hasOlder) return;
    const run = generation.current;
    setLoadingOlder(true);
    try {
      const page = await fetchPage(chatId, { last: PAGE_SIZE, before: oldestCursor });
      apply(run, (list) => withOlder(list, page));
      if (run === generation.current) setError(null);
    } catch (failure) {
      if (run === generation.current) setError(asCombinedError(failure));
    } finally {
      if (run === generation.current) setLoadingOlder(false);
    }
  }, [chatId, fetchPage, apply]);

  const addSent = useCallback(
    (message: ChatMessage): Promise<void> => {
      apply(generation.current, (list) => withSent(list, message));
      return loadNewer();
    },
    [apply, loadNewer],
  );

  useEffect(() => {
    generation.current += 1;
    current.current = EMPTY_MESSAGE_LIST;
    setList(EMPTY_MESSAGE_LIST);
    setError(null);
    setLoadingOlder(false);
    setLoadedCount(null);
    if (!chatId) {
      setStatus('idle');
      return;
    }
    setStatus('loading');
    void loadNewer();
    return () => {
      generation.current += 1;
    };
  }, [chatId, loadNewer]);

  return { list, status, error, loadedCount, loadingOlder, loadOlder, loadNewer, addSent };
}
