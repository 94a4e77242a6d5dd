import { graphqlHeaders } from './graphql-client';

/** One arrival on the orderUpdates subscription. */
export interface OrderUpdateArrival {
  readonly at: number;
  readonly newMessages: number;
}

/** The orderUpdates subscription of one order over GraphQL-over-SSE, as an open order page holds it. */
export class OrderUpdatesStream {
  private readonly arrivals: OrderUpdateArrival[] = [];
  private waiter: (() => void) | null = null;
  private readonly abort = new AbortController();

  private constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  static async open(url: string, orderId: string, token: string): Promise<OrderUpdatesStream> {
    const abort = new AbortController();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...graphqlHeaders(token), accept: 'text/event-stream' },
      body: JSON.stringify({ query: `subscription { orderUpdates(orderId: "${orderId}") { orderId newMessages } }` }),
      signal: abort.signal,
    });
    if (!response.ok || !response.body) throw new Error(`the orderUpdates subscription was refused: HTTP ${response.status}`);
    const stream = new OrderUpdatesStream(response.body.getReader());
    stream.abort.signal.addEventListener('abort', () => abort.abort());
    void stream.read();
    return stream;
  }

  /** The first arrival after `since` (a performance.now() time) that reports new messages. */
  async nextWithMessages(since: number, timeoutMs: number): Promise<OrderUpdateArrival> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = this.arrivals.find((arrival) => arrival.at >= since && arrival.newMessages > 0);
      if (found) return found;
      const left = deadline - performance.now();
      if (left <= 0) throw new Error('no orderUpdates event arrived');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  close(): void {
    this.abort.abort();
  }

  private async read(): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await this.reader.read();
        if (done) return;
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        const parts = buffer.split('\n\n');
        buffer = parts.pop()!;
        for (const part of parts) {
          const line = part.split('\n').find((l) => l.startsWith('data:'));
          if (!line || line.length <= 6) continue;
          const event = JSON.parse(line.slice(5)) as { data?: { orderUpdates?: { newMessages: number } } };
          this.arrivals.push({ at, newMessages: event.data?.orderUpdates?.newMessages ?? 0 });
          this.waiter?.();
        }
      }
    } catch {
      // Aborted by close().
    }
  }
}
