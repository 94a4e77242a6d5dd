import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { INTEGRATION_TOPICS, type IntegrationEvent } from '@pcbm/domain';
import { InProcessBus } from '@pcbm/platform';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { expectedIntegrationEvents, sequencesByKey } from './testing/expected-integration-events';
import { OrderScenario } from './testing/order-scenario';
import { startTestServer, type TestServer } from './testing/test-server';

interface Received {
  topic: string;
  key: string;
  eventId: string;
  headers: Record<string, string>;
  value: Record<string, unknown>;
}

/** Looks again until `done` holds or 60 s have passed, and returns what it saw last (for the assertion to show). */
async function eventually<T>(probe: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  const giveUpAt = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > giveUpAt) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The expected integration events' ids per topic and key, next to what arrived (repeats dropped), for those keys. */
function compare(expected: readonly IntegrationEvent[], received: readonly Received[]) {
  const ids = new Set(expected.map((event) => event.eventId));
  const want = sequencesByKey(expected);
  const got = sequencesByKey(received.filter((message) => ids.has(message.eventId)));
  return { want: Object.fromEntries(want), got: Object.fromEntries([...want.keys()].map((key) => [key, got.get(key) ?? []])) };
}

const topics = Object.values(INTEGRATION_TOPICS);

describe('integration events on the in-process bus (the embedded default)', () => {
  let server: TestServer;
  let scenario: OrderScenario;

  beforeAll(async () => {
    server = await startTestServer();
    scenario = new OrderScenario(server.url);
    await scenario.signIn();
  }, 60_000);
  afterAll(() => server?.close());

  test('a whole order lifecycle over the API is published, in order per super order, without personal data', async () => {
    const bus = server.system.bus as InProcessBus;
    expect(bus).toBeInstanceOf(InProcessBus);
    const { superOrderId, accepted } = await scenario.untilAccepted('In-process board');
    await scenario.throughDelivery(accepted);

    const received = () => bus.published().map(({ topic, key, headers, value }) => ({ topic, key, eventId: headers['event-id'], headers: { ...headers }, value: JSON.parse(value) as Record<string, unknown> }));
    const expected = await expectedIntegrationEvents(server.system);
    const { want, got } = await eventually(() => compare(expected, received()), ({ want, got }) => JSON.stringify(want) === JSON.stringify(got));
    expect(got).toEqual(want);
    const orderTypes = received().filter((m) => m.topic === 'pcbm.orders' && m.key === superOrderId).map((m) => m.headers['event-type']);
    expect(orderTypes).toEqual(['SuperOrderCreated', 'QuoteOffered', 'QuoteOffered', 'QuoteWithdrawn', 'OrderRejectedByProducer', 'QuoteDeclined', 'QuoteOffered', 'QuoteAccepted', 'OrderCanceledByCustomer', 'OrderProductionStarted', 'OrderShipped', 'OrderReceived']);
    expect(JSON.stringify(bus.published())).not.toMatch(/copper|looking forward|In-process board|Hauptstr|quote\.pdf/);
  });
});

/** Runs against a real broker when KAFKA_BROKERS names the one deploy/kafka/start.sh started (the suite stops and restarts it). */
const brokers = process.env.KAFKA_BROKERS;
const describeWithKafka = brokers ? describe : describe.skip;
const deploy = resolve(__dirname, '../../deploy/kafka');

const answering = (address: string) =>
  new Promise<boolean>((resolve) => {
    const [host, port] = address.split(':');
    const socket = connect({ host, port: Number(port) });
    socket.once('connect', () => resolve(!socket.destroy()));
    socket.once('error', () => resolve(false));
  });

describeWithKafka('integration events on a real Kafka broker', () => {
  let server: TestServer;
  let scenario: OrderScenario;
  const kafka = new Kafka({ clientId: 'pcbm-integration-test', brokers: (brokers ?? '').split(','), logLevel: logLevel.NOTHING });
  let consumer: Consumer | null = null;
  let received: Received[] = [];

  /** A consumer of its own group that reads every topic from the beginning. */
  async function consumeFromTheBeginning(): Promise<void> {
    await consumer?.disconnect();
    received = [];
    consumer = kafka.consumer({ groupId: `pcbm-test-${Date.now()}-${Math.random()}` });
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ topic, message }) => {
        const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)]));
        received.push({ topic, key: String(message.key), eventId: headers['event-id'], headers, value: JSON.parse(String(message.value)) as Record<string, unknown> });
      },
    });
  }

  beforeAll(async () => {
    server = await startTestServer({ KAFKA_BROKERS: brokers! });
    scenario = new OrderScenario(server.url);
    await scenario.signIn();
  }, 60_000);
  afterAll(async () => {
    await consumer?.disconnect();
    await server?.close();
  });

  test('a whole order lifecycle over the API is read back from Kafka in order per key, with the headers', async () => {
    const { superOrderId, accepted } = await scenario.untilAccepted('Kafka board');
    await scenario.throughDelivery(accepted);
    await consumeFromTheBeginning();

    const expected = await expectedIntegrationEvents(server.system);
    const { want, got } = await eventually(() => compare(expected, received), ({ want, got }) => JSON.stringify(want) === JSON.stringify(got));
    expect(got).toEqual(want);
    const ours = received.filter((m) => m.key === superOrderId);
    expect(ours.filter((m) => m.topic === 'pcbm.orders').map((m) => m.headers['event-type'])).toEqual(
      ['SuperOrderCreated', 'QuoteOffered', 'QuoteOffered', 'QuoteWithdrawn', 'OrderRejectedByProducer', 'QuoteDeclined', 'QuoteOffered', 'QuoteAccepted', 'OrderCanceledByCustomer', 'OrderProductionStarted', 'OrderShipped', 'OrderReceived'],
    );
    expect(ours.filter((m) => m.topic === 'pcbm.chats').map((m) => m.headers['event-type'])).toContain('ChatMessageSent');
    for (const message of ours) {
      expect(message.headers).toEqual({ 'event-id': message.value.eventId, 'event-type': message.value.type, 'schema-version': String(message.value.version) });
    }
    expect(JSON.stringify(ours)).not.toMatch(/copper|looking forward|Kafka board|Hauptstr|quote\.pdf/);
  }, 120_000);

  test('with the broker stopped, commands still succeed; after its restart every event arrives, none lost', async () => {
    await consumer?.disconnect();
    consumer = null;
    execFileSync(`${deploy}/stop.sh`, { stdio: 'inherit' });
    expect(await answering(brokers!.split(',')[0])).toBe(false);

    const { accepted } = await scenario.untilAccepted('Board ordered while the broker is down');
    await scenario.throughDelivery(accepted);
    await scenario.request('Another board ordered while the broker is down');

    const restarted = execFileSync(`${deploy}/start.sh`, { encoding: 'utf8' }).trim().split('\n').at(-1);
    expect(restarted).toBe(`KAFKA_BROKERS=${brokers}`);
    await consumeFromTheBeginning();
    const expected = await expectedIntegrationEvents(server.system);
    const { want, got } = await eventually(() => compare(expected, received), ({ want, got }) => JSON.stringify(want) === JSON.stringify(got));
    expect(got).toEqual(want);
    const copies = new Map<string, string[]>();
    for (const message of received) copies.set(message.eventId, [...(copies.get(message.eventId) ?? []), JSON.stringify(message.value)]);
    for (const values of copies.values()) expect(new Set(values).size).toBe(1);
  }, 180_000);
});
