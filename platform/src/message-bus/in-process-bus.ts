import type { BusMessage, MessageBus } from './message-bus';
import { logSafeError } from '../logging/log-safe-error';

export type BusSubscriber = (message: BusMessage) => void | Promise<void>;

/**
 * The embedded default: messages stay in this process. Subscribers of a topic receive each message
 * published after they subscribed, in order; the latest `retain` messages stay readable in `published`.
 */
export class InProcessBus implements MessageBus {
  readonly name = 'in-process';
  private readonly messages: BusMessage[] = [];
  private readonly subscribers = new Map<string, Set<BusSubscriber>>();

  constructor(
    private readonly retain = 10_000,
    private readonly onSubscriberError: (error: unknown, topic: string) => void = (error, topic) => console.error(`A subscriber of ${topic} failed: ${logSafeError(error)}`),
  ) {}

  /** Everything published so far, in publishing order, or only what went to `topic`. */
  published(topic?: string): readonly BusMessage[] {
    return topic ? this.messages.filter((message) => message.topic === topic) : [...this.messages];
  }

  /** Calls `subscriber` with every later message of `topic`; returns how to unsubscribe. */
  subscribe(topic: string, subscriber: BusSubscriber): () => void {
    const set = this.subscribers.get(topic) ?? new Set<BusSubscriber>();
    set.add(subscriber);
    this.subscribers.set(topic, set);
    return () => void set.delete(subscriber);
  }

  async connect(): Promise<void> {}

  async publish(messages: readonly BusMessage[]): Promise<void> {
    for (const message of messages) {
      this.messages.push(message);
      if (this.messages.length > this.retain) this.messages.splice(0, this.messages.length - this.retain);
      for (const subscriber of this.subscribers.get(message.topic) ?? []) {
        try {
          await subscriber(message);
        } catch (error) {
          this.onSubscriberError(error, message.topic);
        }
      }
    }
  }

  async close(): Promise<void> {
    this.subscribers.clear();
  }
}
