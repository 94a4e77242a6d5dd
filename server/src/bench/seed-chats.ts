import { graphql, resultOf } from './graphql-client';
import { SEND_TEXT, type Tokens } from './scenarios';
import type { SeededSuperOrder } from './super-order-histories';

const NEWEST = 'query ($chatId: ID!) { fetchMessages(chatId: $chatId, last: 20) { totalCount } }';
/** Chats written at once while seeding. */
const AT_ONCE = 8;

export interface SeededChats {
  readonly chats: number;
  readonly messages: number;
  readonly seconds: number;
}

/**
 * Gives each given request's chat at Alpha a history, through the API as people write it: `messages` texts from
 * customer1 and producer1 in turn, both reading the chat to its end (their read marks), then two texts each has not
 * read yet. The lists then count unread messages in chats that are long and mostly read, as a working product's are.
 */
export async function seedChatHistories(url: string, tokens: Tokens, orders: readonly SeededSuperOrder[], messages: number): Promise<SeededChats> {
  const started = performance.now();
  const send = async (chatId: string, token: string, text: string) => resultOf(await graphql(url, SEND_TEXT, { chatId, text }, token));
  const read = async (chatId: string, token: string) => resultOf(await graphql(url, NEWEST, { chatId }, token));
  const writeChat = async ({ alphaOrderId: chatId }: SeededSuperOrder) => {
    for (let i = 0; i < messages; i++) await send(chatId, i % 2 === 0 ? tokens.customer1 : tokens.producer1, `Message ${i + 1} about the stack-up`);
    await read(chatId, tokens.customer1);
    await read(chatId, tokens.producer1);
    await send(chatId, tokens.customer1, 'One more question about the panel');
    await send(chatId, tokens.producer1, 'The quote follows today');
  };
  for (let start = 0; start < orders.length; start += AT_ONCE) await Promise.all(orders.slice(start, start + AT_ONCE).map(writeChat));
  return { chats: orders.length, messages: orders.length * (messages + 2), seconds: (performance.now() - started) / 1000 };
}
