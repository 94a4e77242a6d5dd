import { Kafka, logLevel, Partitioners, type Admin, type Producer } from 'kafkajs';
import type { BusMessage, MessageBus } from './message-bus';

export interface KafkaBusOptions {
  readonly brokers: readonly string[];
  readonly clientId?: string;
  /** Topics created (with the broker's default partitions and replication) when missing. */
  readonly topics?: readonly string[];
  /** Longest wait for one publish before it counts as failed and the connection is dropped. */
  readonly publishTimeoutMs?: number;
}

const rejectAfter = (ms: number, what: string) =>
  new Promise<never>((_, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    timer.unref();
  });

/**
 * Apache Kafka through kafkajs: an idempotent producer, every write acknowledged by all in-sync
 * replicas, one request in flight so that retries never reorder a key's messages. A failed publish
 * drops the connection; the next `connect` opens a fresh one, and until then `publish` refuses at
 * once instead of waiting for an absent broker.
 */
export class KafkaBus implements MessageBus {
  readonly name = 'kafka';
  private readonly kafka: Kafka;
  private readonly publishTimeoutMs: number;
  private readonly topics: readonly string[];
  private producer: Producer | null = null;
  private connecting: Promise<Producer> | null = null;

  constructor(options: KafkaBusOptions) {
    this.publishTimeoutMs = options.publishTimeoutMs ?? 5_000;
    this.topics = options.topics ?? [];
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'pcb-marketplace',
      brokers: [...options.brokers],
      connectionTimeout: 1_000,
      requestTimeout: 5_000,
      retry: { retries: 2, initialRetryTime: 200, maxRetryTime: 1_000 },
      // Failures reach the caller as errors; the processor runner reports them once per attempt.
      logLevel: logLevel.NOTHING,
    });
  }

  async connect(): Promise<void> {
    if (this.producer) return;
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    this.producer = await this.connecting;
  }

  async publish(messages: readonly BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const producer = this.producer;
    if (!producer) throw new Error('Kafka is not connected');
    const byTopic = new Map<string, BusMessage[]>();
    for (const message of messages) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    try {
      await Promise.race([
        producer.sendBatch({
          acks: -1,
          timeout: this.publishTimeoutMs,
          topicMessages: [...byTopic].map(([topic, list]) => ({
            topic,
            messages: list.map(({ key, value, headers }) => ({ key, value, headers: { ...headers } })),
          })),
        }),
        rejectAfter(this.publishTimeoutMs, 'Publishing to Kafka'),
      ]);
    } catch (error) {
      if (this.producer === producer) this.producer = null;
      await producer.disconnect().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    const producer = this.producer ?? (await this.connecting?.catch(() => null)) ?? null;
    this.producer = null;
    await producer?.disconnect();
  }

  private async open(): Promise<Producer> {
    await this.ensureTopics();
    const producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      retry: { retries: 5, initialRetryTime: 100, maxRetryTime: 2_000 },
      createPartitioner: Partitioners.DefaultPartitioner,
      allowAutoTopicCreation: false,
    });
    try {
      await producer.connect();
      return producer;
    } catch (error) {
      await producer.disconnect().catch(() => undefined);
      throw error;
    }
  }

  private async ensureTopics(): Promise<void> {
    if (this.topics.length === 0) return;
    const admin: Admin = this.kafka.admin();
    try {
      await admin.connect();
      const existing = new Set(await admin.listTopics());
      const missing = this.topics.filter((topic) => !existing.has(topic));
      if (missing.length > 0) await admin.createTopics({ waitForLeaders: true, topics: missing.map((topic) => ({ topic })) });
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }
}
