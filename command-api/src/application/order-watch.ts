import type { SqlClient } from '@pcbm/platform';
import { logSafeError } from '@pcbm/platform';
import { chatMessagesSince, orderStatuses } from '@pcbm/projections/queries';

/** What changed on an order since the watcher last looked. */
export interface OrderUpdate {
  readonly orderId: string;
  readonly status: string;
  readonly updatedOn: Date;
  /** The status differs from the one seen before. */
  readonly statusChanged: boolean;
  /** The order's request, files or quotes changed (the page should offer to reload). */
  readonly orderChanged: boolean;
  /** Chat messages added since the last update. */
  readonly newMessages: number;
}

interface Seen {
  status: string;
  updatedOn: number;
  messages: number;
  /** The position of the chat's last message when it was counted: the next look counts only what follows. */
  lastPosition: number;
}

/** The version of an order a page shows: what it loaded before it began to listen. */
export interface ShownOrder {
  readonly status: string;
  readonly updatedOn: Date;
  /** How many messages of the order's chat the page loaded, when it shows the chat. */
  readonly messages?: number;
}

interface Watcher {
  readonly orderId: string;
  readonly push: (update: OrderUpdate) => void;
}

/**
 * Watches orders for open pages: one poll of the read models per tick for every watched order,
 * whichever process wrote them, and a notification per watcher when its order or chat changed.
 */
export class OrderWatch {
  private readonly watchers = new Set<Watcher>();
  private readonly seen = new Map<string, Seen>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private pokedWhilePolling = false;

  /** `intervalMs` bounds how late a change written by another process is noticed; this process's changes poke it. */
  constructor(
    private readonly db: SqlClient,
    private readonly intervalMs = 100,
  ) {}

  /** Looks at the watched orders now: a read model of this process has just committed. */
  poke(): void {
    if (this.watchers.size === 0) return;
    if (this.polling) this.pokedWhilePolling = true;
    else void this.poll();
  }

  /**
   * Updates of one order until the consumer stops (return) or `signal` aborts. With `shown`, the version the page
   * loaded (and how many chat messages), a change or a message made between that load and this subscription (or
   * while the page's stream reconnected) is told at once instead of being taken as the starting point.
   */
  async *watch(orderId: string, signal?: AbortSignal, shown?: ShownOrder): AsyncGenerator<OrderUpdate> {
    const queue: OrderUpdate[] = [];
    let wake: (() => void) | null = null;
    const watcher: Watcher = {
      orderId,
      push: (update) => {
        queue.push(update);
        wake?.();
      },
    };
    await this.remember([orderId]);
    const missed = shown && this.changedSince(orderId, shown);
    if (missed) queue.push(missed);
    this.watchers.add(watcher);
    this.start();
    const aborted = new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
    try {
      while (!signal?.aborted) {
        if (queue.length === 0) {
          await Promise.race([new Promise<void>((resolve) => (wake = resolve)), aborted]);
          wake = null;
        }
        while (queue.length > 0) yield queue.shift()!;
      }
    } finally {
      this.watchers.delete(watcher);
      if (![...this.watchers].some((w) => w.orderId === orderId)) this.seen.delete(orderId);
      if (this.watchers.size === 0) this.stop();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), this.intervalMs);
    this.timer.unref();
  }

  private async current(orderIds: readonly string[]): Promise<Map<string, Seen>> {
    const orders = await orderStatuses(this.db, orderIds);
    const chats = await chatMessagesSince(
      this.db,
      orderIds.map((chatId) => ({ chatId, messages: this.seen.get(chatId)?.messages ?? 0, lastPosition: this.seen.get(chatId)?.lastPosition ?? 0 })),
    );
    const counted = new Map(chats.map((chat) => [chat.chatId, chat]));
    return new Map(
      orders.map((o) => {
        const chat = counted.get(o.id);
        return [o.id, { status: o.status, updatedOn: new Date(o.updated_on).getTime(), messages: chat?.messages ?? 0, lastPosition: chat?.lastPosition ?? 0 }];
      }),
    );
  }

  private async remember(orderIds: readonly string[]): Promise<void> {
    for (const [id, state] of await this.current(orderIds)) if (!this.seen.has(id)) this.seen.set(id, state);
  }

  private changedSince(orderId: string, shown: ShownOrder): OrderUpdate | null {
    const now = this.seen.get(orderId);
    if (!now) return null;
    const shownOn = shown.updatedOn.getTime();
    // A page that shows a newer version than this read (it loaded from a read model further on) has missed nothing
    // of the order; the same holds for a chat it loaded with as many messages or more.
    const ahead = now.updatedOn < shownOn;
    const statusChanged = !ahead && now.status !== shown.status;
    const orderChanged = now.updatedOn > shownOn;
    const newMessages = shown.messages === undefined ? 0 : Math.max(0, now.messages - shown.messages);
    if (!orderChanged && !statusChanged && newMessages === 0) return null;
    return { orderId, status: now.status, updatedOn: new Date(now.updatedOn), statusChanged, orderChanged, newMessages };
  }

  private async poll(): Promise<void> {
    if (this.polling || this.watchers.size === 0) return;
    this.polling = true;
    try {
      const ids = [...new Set([...this.watchers].map((w) => w.orderId))];
      for (const [id, now] of await this.current(ids)) {
        const before = this.seen.get(id);
        this.seen.set(id, now);
        if (!before || (before.updatedOn === now.updatedOn && before.messages === now.messages)) continue;
        const update: OrderUpdate = {
          orderId: id,
          status: now.status,
          updatedOn: new Date(now.updatedOn),
          statusChanged: before.status !== now.status,
          orderChanged: before.updatedOn !== now.updatedOn,
          newMessages: now.messages - before.messages,
        };
        for (const watcher of this.watchers) if (watcher.orderId === id) watcher.push(update);
      }
    } catch (error) {
      console.error(`Watching orders failed: ${logSafeError(error)}`);
    } finally {
      this.polling = false;
      if (this.pokedWhilePolling) {
        this.pokedWhilePolling = false;
        void this.poll();
      }
    }
  }
}
