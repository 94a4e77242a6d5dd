import { processorsCaughtUp } from './processors-caught-up';
import { startProduct, type ProductProcess } from './product-process';
import { createProductStorage } from './product-storage';
import { readModelLag } from './read-model-lag';
import { figuresTable, machine } from './report';
import { ceiling, listTotals, orderLists, textMessagesToDifferentChats, textMessagesToOneChat, type Tokens } from './scenarios';
import { seedSuperOrders } from './seed-orders';
import { morningSummary, producersMorning } from './morning';
import { seedChatHistories } from './seed-chats';
import { signIn } from './graphql-client';
import type { SeededSuperOrder } from './super-order-histories';
import { size } from './bench-settings';

const SECONDS = size('LOAD_SECONDS', 10);
const CLIENTS = size('LOAD_CLIENTS', 50);
const ORDERS = size('LOAD_ORDERS', 100_000);
const LAG_SAMPLES = size('LOAD_LAG_SAMPLES', 200);
/** How many texts the chats of the requests on the lists' first pages hold (most of them read by both sides). */
const CHAT_MESSAGES = process.env.LOAD_CHAT_MESSAGES === '0' ? 0 : size('LOAD_CHAT_MESSAGES', 30);
/** The newest requests, whose chats get a history: every list run's pages show some of them. */
const LIST_CHATS = 60;
/** How many requests per second each person of the paced morning sends at most. */
const MORNING_RATE = size('LOAD_MORNING_RATE', 1);
/** LOAD_WORKERS=1 (PostgreSQL only): the API runs alone and the processors in that many worker processes. */
const WORKERS = process.env.LOAD_WORKERS ? size('LOAD_WORKERS', 1) : 0;
/** LOAD_APIS=2 (with LOAD_WORKERS): that many API processes; the load runs spread their connections over them. */
const APIS = size('LOAD_APIS', 1);
/** How long the processors may take to read the whole log after the start before the runs begin anyway. */
const CATCH_UP_SECONDS = size('LOAD_CATCH_UP_SECONDS', 3600);
/** Which runs to make after the ceiling (`LOAD_RUNS=lists,lag`, say): all by default. */
const RUN_NAMES = ['commands', 'hot', 'lists', 'lag', 'morning'] as const;
const RUNS = new Set((process.env.LOAD_RUNS ?? RUN_NAMES.join(',')).split(',').map((name) => name.trim()));
for (const name of RUNS) if (!(RUN_NAMES as readonly string[]).includes(name)) throw new Error(`LOAD_RUNS names ${RUN_NAMES.join(', ')}; not ${name}`);

/** The requests the morning's people work on: those waiting for a quote for the producers, the others for the customers. */
const morningOrders = (spare: readonly SeededSuperOrder[]) => ({ waitingForQuote: spare.filter((order) => order.waitsForQuote), any: spare.filter((order) => !order.waitsForQuote) });

const progress = (line: string) => console.error(`[bench:load] ${line}`);
const seconds = (value: number) => `${value.toFixed(1)} s`;

/**
 * `npm run bench:load`: seeds LOAD_ORDERS requests into a fresh database, starts the product as a child process,
 * drives it with autocannon and prints a markdown table, each figure next to the `{ __typename }` ceiling.
 */
async function main(): Promise<void> {
  if (ORDERS < CLIENTS + 2) throw new Error(`LOAD_ORDERS must be at least LOAD_CLIENTS + 2 (${CLIENTS + 2}): a chat per client, a hot chat and one for the lag`);
  // The morning's people work on requests of their own after those: a third of the seeded requests wait for a quote.
  if (RUNS.has('morning') && ORDERS < 3 * CLIENTS + 2 + LIST_CHATS) throw new Error(`the morning run needs LOAD_ORDERS of at least ${3 * CLIENTS + 2 + LIST_CHATS}`);
  const storage = await createProductStorage(process.env.DATABASE_URL);
  let product: ProductProcess | null = null;
  const cleanUp = async () => {
    await product?.stop();
    await storage.remove();
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    progress('starting the product once on the empty database (demo seed; the start without requests, for comparison)');
    product = await startProduct(storage, { workers: WORKERS, apis: APIS });
    const emptyStartSeconds = product.startSeconds;
    await product.stop();
    product = null;
    progress(`appending ${ORDERS.toLocaleString('en-US')} requests to the event store in ${storage.databaseUrl ? 'a fresh PostgreSQL database' : storage.dataDir}`);
    const seeded = await seedSuperOrders(storage, ORDERS);
    progress(`appended ${seeded.events.toLocaleString('en-US')} events in ${seconds(seeded.seconds)}; starting the product`);
    product = await startProduct(storage, { workers: WORKERS, apis: APIS });
    progress(`serving at ${product.url} after ${seconds(product.startSeconds)}; waiting for every processor to read the whole log`);
    const caughtUp = await processorsCaughtUp(product.url, CATCH_UP_SECONDS);
    progress(caughtUp.behind.length === 0 ? `all processors caught up after ${seconds(caughtUp.seconds)}` : `still behind after ${seconds(caughtUp.seconds)}: ${caughtUp.behind.join(', ')}`);

    const { url, urls } = product;
    const target = { urls, productPids: product.pids };
    const tokens: Tokens = { customer1: await signIn(url, 'customer1'), producer1: await signIn(url, 'producer1'), admin: await signIn(url, 'admin') };
    const totals = await listTotals(url, tokens);
    // The newest requests, but none whose chat the command and lag runs write to.
    const listed = seeded.superOrders.slice(Math.max(CLIENTS + 2, seeded.superOrders.length - LIST_CHATS));
    const chats = CHAT_MESSAGES > 0 && listed.length > 0 && (RUNS.has('lists') || RUNS.has('morning')) ? await seedChatHistories(url, tokens, listed, CHAT_MESSAGES) : null;
    if (chats) progress(`wrote ${chats.messages.toLocaleString('en-US')} messages into the chats of the newest ${chats.chats} requests in ${seconds(chats.seconds)}`);
    const sizes = { seconds: SECONDS, clients: CLIENTS };
    progress(`runs of ${SECONDS} s with ${CLIENTS} connections`);
    await ceiling(target, { seconds: 1, clients: CLIENTS }); // warm-up, not reported
    const ceilingFigures = await ceiling(target, sizes);
    const runs = [
      ...(RUNS.has('commands') ? [await textMessagesToDifferentChats(target, sizes, tokens, seeded.superOrders.slice(0, CLIENTS))] : []),
      ...(RUNS.has('hot') ? [await textMessagesToOneChat(target, sizes, tokens, seeded.superOrders[CLIENTS])] : []),
      ...(RUNS.has('lists') ? await orderLists(target, sizes, tokens, ORDERS) : []),
    ];
    const morning = RUNS.has('morning') ? await producersMorning(target, sizes, tokens, morningOrders(seeded.superOrders.slice(CLIENTS + 2, -LIST_CHATS)), MORNING_RATE) : null;
    if (morning) runs.push(morning.atFullSpeed, morning.atPeoplesPace);
    if (RUNS.has('lag')) progress(`write-to-read lag, ${LAG_SAMPLES} samples`);
    // With several APIs, customer1 writes through the first and producer1 reads and listens through the last.
    const lags = RUNS.has('lag') ? await readModelLag({ writer: url, reader: urls[urls.length - 1] }, tokens, seeded.superOrders[CLIENTS + 1].alphaOrderId, LAG_SAMPLES) : [];

    console.log(`Measured on ${new Date().toISOString().slice(0, 10)}: ${machine(seeded.databaseVersion, !storage.databaseUrl)}.`);
    const plural = (count: number, noun: string) => `${count} ${noun}${count > 1 ? 'es' : ''}`;
    const apis = APIS > 1 ? `the API in ${APIS} processes (LOAD_APIS=${APIS}), each run's connections spread over them,` : 'the API in one process';
    const shape = WORKERS > 0 ? `${apis} and the processors in ${plural(WORKERS, 'worker process')} (LOAD_WORKERS=${WORKERS})` : 'the API and the processors in one process';
    console.log(`LOAD_SECONDS=${SECONDS} LOAD_CLIENTS=${CLIENTS} LOAD_ORDERS=${ORDERS}; ${shape}; throughput and latency from autocannon, ${CLIENTS} connections per run, one after another.\n`);
    console.log(figuresTable(ceilingFigures, runs, lags));
    console.log('');
    console.log(`- Seeding: ${ORDERS.toLocaleString('en-US')} requests (${seeded.events.toLocaleString('en-US')} super order events) appended straight to the event store in ${seconds(seeded.seconds)}, 500 requests per transaction.`);
    console.log(`- Start of the product with them (projections and chat announcements caught up before serving): ${seconds(product.startSeconds)}, against ${seconds(emptyStartSeconds)} for the first start on the empty database (demo seed included); the remaining processors (mail, publisher) read the whole log ${seconds(caughtUp.seconds)} later${caughtUp.behind.length > 0 ? ` (still behind: ${caughtUp.behind.join(', ')})` : ''}.`);
    if (chats) console.log(`- Chats: the newest ${chats.chats} requests' chats at Alpha hold ${CHAT_MESSAGES + 2} texts each (written through the API before the runs), read by customer1 and producer1 up to the last two.`);
    if (morning) console.log(`- ${morningSummary(morning, CLIENTS, MORNING_RATE)}`);
    console.log(`- Lists hold: customer1 ${totals.customer.toLocaleString('en-US')}, producer1 ${totals.producer.toLocaleString('en-US')}, admin ${totals.admin.toLocaleString('en-US')} requests (${totals.adminInProduction.toLocaleString('en-US')} with an order in production, ${totals.adminBetaCanceled.toLocaleString('en-US')} with Beta's order cancelled by the customer).`);
  } finally {
    progress('stopping the product and removing its data');
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
