/** One message for a topic; messages with the same key keep their order. */
export interface BusMessage {
  readonly topic: string;
  readonly key: string;
  /** The message body, JSON. */
  readonly value: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Where the product publishes its integration events for other systems. */
export interface MessageBus {
  readonly name: string;
  /** Gets ready to publish (connects, creates topics); cheap when already ready. */
  connect(): Promise<void>;
  /** Publishes all messages, in order per key, acknowledged by the bus; a throw means some may not have been. */
  publish(messages: readonly BusMessage[]): Promise<void>;
  close(): Promise<void>;
}
