import { answerQuote, createOrderWithDesign, offerQuote, setOrderStatus, withdrawQuote } from './orders';
import { DEMO_COMPANIES } from '../application/demo-seed';
import { quotePdf } from './design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse } from './graphql-client';

const [, alpha, beta, gamma] = DEMO_COMPANIES.map((c) => c.manufacturerId!);
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const ORDER = 'id orders { id manufacturerId status quote { id } }';

interface SuperOrder {
  id: string;
  orders: { id: string; manufacturerId: string; status: string; quote: { id: string } | null }[];
}

function result<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

/** A customer and the three demo producers working through orders over the product's GraphQL API. */
export class OrderScenario {
  private readonly tokens: Record<string, string> = {};

  constructor(private readonly url: string) {}

  async signIn(): Promise<void> {
    for (const user of ['customer1', 'producer1', 'producer2', 'producer3']) this.tokens[user] = await signIn(this.url, user);
  }

  /** A request to the three producers. */
  async request(name: string): Promise<{ superOrderId: string; a: string; b: string; c: string }> {
    const created = result<SuperOrder>(
      await createOrderWithDesign(this.url, { name, manufacturers: [alpha, beta, gamma], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId }, this.tokens.customer1, ORDER),
    );
    const of = (manufacturerId: string) => created.orders.find((o) => o.manufacturerId === manufacturerId)!.id;
    return { superOrderId: created.id, a: of(alpha), b: of(beta), c: of(gamma) };
  }

  async quote(user: string, orderId: string): Promise<string> {
    const view = result<SuperOrder>(await graphqlUpload(this.url, `mutation ($quote: Upload!, $orderId: ID!) { updateOrderQuote(quote: $quote, orderId: $orderId) { ${ORDER} } }`, { orderId, quote: null }, { 'variables.quote': quotePdf() }, this.tokens[user]));
    return view.orders.find((o) => o.id === orderId)!.quote!.id;
  }

  async withdraw(user: string, orderId: string, quoteId: string): Promise<void> {
    result(await graphql(this.url, `mutation ($orderId: ID!, $quoteId: ID!) { withdrawOrderQuote(orderId: $orderId, quoteId: $quoteId) { id } }`, { orderId, quoteId }, this.tokens[user]));
  }

  async answer(orderId: string, quoteId: string, status: 'ACCEPTED' | 'REJECTED'): Promise<void> {
    result(await graphql(this.url, `mutation ($orderId: ID!, $quoteId: ID!, $status: AcceptDeclineStatus!) { answerOrderQuote(orderId: $orderId, quoteId: $quoteId, status: $status, reason: COSTS) { id } }`, { orderId, quoteId, status }, this.tokens.customer1));
  }

  async setStatus(user: string, orderId: string, status: string, reason?: string): Promise<void> {
    result(await graphql(this.url, `mutation ($orderId: ID!, $status: OrderStatus!, $reason: CancelReason) { updateOrderStatus(orderId: $orderId, status: $status, reason: $reason) { id } }`, { orderId, status, reason }, this.tokens[user]));
  }

  async say(user: string, orderId: string, text: string): Promise<void> {
    result(await graphql(this.url, 'mutation ($chatId: ID!, $text: String!) { sendNewTextMessage(chatId: $chatId, text: $text) { id } }', { chatId: orderId, text }, this.tokens[user]));
  }

  /** Quotes, a withdrawal, a decline, a rejection by a producer, and an acceptance that cancels the sibling order. */
  async untilAccepted(name: string): Promise<{ superOrderId: string; accepted: string }> {
    const { superOrderId, a, b, c } = await this.request(name);
    const first = await this.quote('producer1', a);
    const fromBeta = await this.quote('producer2', b);
    await this.withdraw('producer2', b, fromBeta);
    await this.setStatus('producer3', c, 'CANCELED_BY_PRODUCER', 'COSTS');
    await this.say('producer1', a, 'Which copper weight do you need?');
    await this.answer(a, first, 'REJECTED');
    await this.answer(a, await this.quote('producer1', a), 'ACCEPTED');
    return { superOrderId, accepted: a };
  }

  /** Production, shipping and receipt of an accepted order. */
  async throughDelivery(orderId: string): Promise<void> {
    await this.setStatus('producer1', orderId, 'IN_PRODUCTION');
    await this.say('customer1', orderId, 'Thanks, looking forward to it.');
    await this.setStatus('producer1', orderId, 'SHIPPED');
    await this.setStatus('customer1', orderId, 'DONE');
  }
}

/** Tokens of a customer and of the two producers of a request's orders. */
export interface NegotiationParties {
  readonly customer: string;
  readonly chosen: string;
  readonly other: string;
}

/**
 * Both producers quote; the other producer withdraws its quote and quotes again; the customer
 * declines the chosen producer's quote and accepts its next one, which cancels the other order.
 */
export async function negotiateUntilAccepted(url: string, orders: { chosen: string; other: string }, tokens: NegotiationParties): Promise<void> {
  const first = await offerQuote(url, orders.chosen, tokens.chosen);
  await withdrawQuote(url, orders.other, await offerQuote(url, orders.other, tokens.other), tokens.other);
  await offerQuote(url, orders.other, tokens.other);
  await answerQuote(url, orders.chosen, first, 'REJECTED', tokens.customer);
  await answerQuote(url, orders.chosen, await offerQuote(url, orders.chosen, tokens.chosen), 'ACCEPTED', tokens.customer);
}

/** Production and shipping by the producer, then receipt by the customer. */
export async function deliver(url: string, orderId: string, tokens: { customer: string; producer: string }): Promise<void> {
  await setOrderStatus(url, orderId, 'IN_PRODUCTION', tokens.producer);
  await setOrderStatus(url, orderId, 'SHIPPED', tokens.producer);
  await setOrderStatus(url, orderId, 'DONE', tokens.customer);
}
