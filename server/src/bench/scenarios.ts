import { graphql, graphqlBody, resultOf } from './graphql-client';
import { runLoad, type LoadFigures, type LoadTarget } from './load-run';
import { BETA_ID, type SeededSuperOrder } from './super-order-histories';

export interface Tokens {
  readonly customer1: string;
  readonly producer1: string;
  readonly admin: string;
}

export interface Sizes {
  readonly seconds: number;
  readonly clients: number;
}

/** A customer's or producer's text into an order's chat. */
export const SEND_TEXT = 'mutation ($chatId: ID!, $text: String!) { sendNewTextMessage(chatId: $chatId, text: $text) { id } }';
/** What the producer app's request list selects (without the previews). */
const PAGE = `totalCount pageInfo { startCursor endCursor hasNextPage hasPreviousPage } edges { cursor node {
  id name createdOn asCompany { id name } placedBy { id firstName lastName }
  orders { id manufacturerId status type quantity createdOn updatedOn unreadMessages { chatId amount } } } }`;
export const CUSTOMER_LIST = `query ($first: Int) { orders(first: $first) { ${PAGE} } }`;
export const PRODUCER_LIST = `query ($first: Int) { manufacturerOrders(first: $first) { ${PAGE} } }`;
const ADMIN_LIST = `query ($first: Int, $after: String, $last: Int, $before: String, $filter: AdminRequestFilter) {
  adminGetAllRequests(first: $first, after: $after, last: $last, before: $before, filter: $filter) { ${PAGE} } }`;
/** A page as the web apps show it. */
const PAGE_SIZE = 20;

/** `{ __typename }`: the GraphQL endpoint with nothing behind it, the ceiling every other figure is compared to. */
export function ceiling(target: LoadTarget, sizes: Sizes): Promise<LoadFigures> {
  return runLoad(target, { title: '`{ __typename }` (the ceiling)', connections: sizes.clients, seconds: sizes.seconds, bodyOf: () => graphqlBody('{ __typename }') });
}

/** Each connection writes customer1's messages into a chat of its own: commands on different streams. */
export function textMessagesToDifferentChats(target: LoadTarget, sizes: Sizes, tokens: Tokens, chats: readonly SeededSuperOrder[]): Promise<LoadFigures> {
  if (chats.length < sizes.clients) throw new Error(`${sizes.clients} clients need as many seeded orders; there are ${chats.length}`);
  return runLoad(target, {
    title: `sendNewTextMessage, ${sizes.clients} clients, each to its own chat`,
    connections: sizes.clients,
    seconds: sizes.seconds,
    token: tokens.customer1,
    bodyOf: (connection) => graphqlBody(SEND_TEXT, { chatId: chats[connection].alphaOrderId, text: `Load message from client ${connection}` }),
  });
}

/** Every connection writes into the same chat: commands on one hot stream, deciding again on each concurrent writer. */
export function textMessagesToOneChat(target: LoadTarget, sizes: Sizes, tokens: Tokens, chat: SeededSuperOrder): Promise<LoadFigures> {
  return runLoad(target, {
    title: `sendNewTextMessage, ${sizes.clients} clients, all to one chat`,
    connections: sizes.clients,
    seconds: sizes.seconds,
    token: tokens.customer1,
    bodyOf: (connection) => graphqlBody(SEND_TEXT, { chatId: chat.alphaOrderId, text: `Hot message from client ${connection}` }),
  });
}

/** The admin's list filtered by a producer and a status together: Beta's orders cancelled when Alpha's quote was accepted. */
const BETA_CANCELED = { status: 'CANCELED_BY_CUSTOMER', manufacturerId: BETA_ID };

/** The order lists at the seeded size: customer, producer, admin by status, by producer and status, paging forward and backward. */
export async function orderLists(target: LoadTarget, sizes: Sizes, tokens: Tokens, orderCount: number): Promise<LoadFigures[]> {
  const url = target.urls[0];
  const list = (title: string, token: string, query: string, variables: Record<string, unknown>) =>
    runLoad(target, { title: `${title} (${orderCount.toLocaleString('en-US')} requests)`, connections: sizes.clients, seconds: sizes.seconds, token, bodyOf: () => graphqlBody(query, variables) });
  const firstPage = resultOf<{ totalCount: number; pageInfo: { endCursor: string | null } }>(await graphql(url, ADMIN_LIST, { first: PAGE_SIZE }, tokens.admin));
  if (!firstPage.pageInfo.endCursor) throw new Error('the admin list is empty: the seeded requests were not projected');
  const cursor = firstPage.pageInfo.endCursor;
  return [
    await list(`customer1: orders, first ${PAGE_SIZE}`, tokens.customer1, CUSTOMER_LIST, { first: PAGE_SIZE }),
    await list(`producer1: manufacturerOrders, first ${PAGE_SIZE}`, tokens.producer1, PRODUCER_LIST, { first: PAGE_SIZE }),
    await list(`admin: adminGetAllRequests, status IN_PRODUCTION, first ${PAGE_SIZE}`, tokens.admin, ADMIN_LIST, { first: PAGE_SIZE, filter: { status: 'IN_PRODUCTION' } }),
    await list(`admin: adminGetAllRequests, Beta's orders CANCELED_BY_CUSTOMER, first ${PAGE_SIZE}`, tokens.admin, ADMIN_LIST, { first: PAGE_SIZE, filter: BETA_CANCELED }),
    await list(`admin: adminGetAllRequests, first ${PAGE_SIZE} after the first page`, tokens.admin, ADMIN_LIST, { first: PAGE_SIZE, after: cursor }),
    await list(`admin: adminGetAllRequests, last ${PAGE_SIZE} before the first page's end`, tokens.admin, ADMIN_LIST, { last: PAGE_SIZE, before: cursor }),
  ];
}

/** How many requests each list holds for its viewer, so the table says what was listed. */
export async function listTotals(
  url: string,
  tokens: Tokens,
): Promise<{ customer: number; producer: number; admin: number; adminInProduction: number; adminBetaCanceled: number }> {
  const total = async (query: string, variables: Record<string, unknown>, token: string) => resultOf<{ totalCount: number }>(await graphql(url, query, variables, token)).totalCount;
  return {
    customer: await total(CUSTOMER_LIST, { first: 1 }, tokens.customer1),
    producer: await total(PRODUCER_LIST, { first: 1 }, tokens.producer1),
    admin: await total(ADMIN_LIST, { first: 1 }, tokens.admin),
    adminInProduction: await total(ADMIN_LIST, { first: 1, filter: { status: 'IN_PRODUCTION' } }, tokens.admin),
    adminBetaCanceled: await total(ADMIN_LIST, { first: 1, filter: BETA_CANCELED }, tokens.admin),
  };
}
