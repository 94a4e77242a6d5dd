import { graphql, resultOf, type GraphQLAnswer } from './graphql-client';
import { OrderUpdatesStream } from './order-updates-stream';
import { SEND_TEXT, type Tokens } from './scenarios';

const CHANGE_QUANTITY = 'mutation ($orderId: ID!, $quantity: Int!) { updateOrder(update: { orderId: $orderId, quantity: $quantity }) { id } }';
const NEWEST_MESSAGE = 'query ($chatId: ID!) { fetchMessages(chatId: $chatId, last: 1) { edges { node { id } } } }';

/** Milliseconds of one measurement's samples. */
export interface LagSamples {
  readonly title: string;
  readonly samples: readonly number[];
}

/** The id of the newest message of the chat as `token`'s holder sees it (undefined while it has none). */
async function newestMessageId(url: string, chatId: string, token: string): Promise<string | undefined> {
  return resultOf<{ edges: { node: { id: string } }[] }>(await graphql(url, NEWEST_MESSAGE, { chatId }, token)).edges[0]?.node.id;
}

/** customer1 writes one message and waits for the answer; answers the message's id, the time sent and the time answered. */
async function send(url: string, chatId: string, token: string, n: number): Promise<{ id: string; sent: number; answered: number }> {
  const sent = performance.now();
  const answer: GraphQLAnswer<Record<string, { id: string }>> = await graphql(url, SEND_TEXT, { chatId, text: `Lag sample ${n}` }, token);
  const answered = performance.now();
  return { id: resultOf(answer).id, sent, answered };
}

/**
 * Write-to-read lag on one order's chat, `samples` messages one after another, customer1 writing and producer1
 * reading: (1) the command's round trip, which includes the API's wait for the chats read model; (2) from the
 * answer until producer1's fetchMessages (polled back to back) shows the message; (3) from the answer until
 * producer1's orderUpdates subscription (SSE) reports a new message; (4) from customer1's change of the order's quantity
 * until producer1's fetchMessages shows the chat's announcement of it, which a processor appends.
 */
export async function readModelLag({ writer, reader }: { writer: string; reader: string }, tokens: Tokens, chatId: string, samples: number): Promise<LagSamples[]> {
  const roundTrips: number[] = [];
  const polled: number[] = [];
  for (let n = 0; n < samples; n++) {
    const { id, sent, answered } = await send(writer, chatId, tokens.customer1, n);
    roundTrips.push(answered - sent);
    for (;;) {
      if ((await newestMessageId(reader, chatId, tokens.producer1)) === id) break;
      if (performance.now() - answered > 30_000) throw new Error(`message ${id} did not show within 30 s`);
    }
    polled.push(performance.now() - answered);
  }
  const announced: number[] = [];
  for (let n = 0; n < samples; n++) {
    // A random pause, so the changes do not fall into step with the processors' rests.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 100));
    const before = await newestMessageId(reader, chatId, tokens.producer1);
    resultOf(await graphql(writer, CHANGE_QUANTITY, { orderId: chatId, quantity: 1000 + n }, tokens.customer1));
    const answered = performance.now();
    for (;;) {
      if ((await newestMessageId(reader, chatId, tokens.producer1)) !== before) break;
      if (performance.now() - answered > 30_000) throw new Error('the quantity change was not announced within 30 s');
    }
    announced.push(performance.now() - answered);
  }
  const pushed: number[] = [];
  const stream = await OrderUpdatesStream.open(reader, chatId, tokens.producer1);
  try {
    // The subscription remembers the order's state when it starts; give it a moment before the first write.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let n = 0; n < samples; n++) {
      const { sent, answered } = await send(writer, chatId, tokens.customer1, samples + n);
      const arrival = await stream.nextWithMessages(sent, 30_000);
      // The watcher may see the row before the answer is back (the answer waits for the same read model): 0 then.
      pushed.push(Math.max(0, arrival.at - answered));
    }
  } finally {
    stream.close();
  }
  return [
    { title: 'sendNewTextMessage round trip (one writer, waits for the chats read model)', samples: roundTrips },
    { title: 'answer → producer1 sees the message (fetchMessages polled back to back)', samples: polled },
    { title: 'answer → producer1 is told (orderUpdates subscription over SSE)', samples: pushed },
    { title: "updateOrder answer → producer1 sees the chat's announcement of the new quantity (fetchMessages polled)", samples: announced },
  ];
}
