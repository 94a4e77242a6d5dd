import { kicadDesignFiles, quotePdf } from './design-files';
import { graphql, graphqlUpload, type GraphQLResponse } from './graphql-client';

/** The shipping and billing address the suites' requests go to. */
export const CUSTOMER_ADDRESS = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };

/** Parts-list rows that go with the KiCad board. */
export const KICAD_BOM_ROWS = [
  { designators: ['R1', 'R2'], quantity: 2, mpn: 'RC0603FR-0710KL', manufacturer: 'Yageo' },
  { designators: ['C1'], quantity: 1, mpn: 'CL10B104KB8NNNC', manufacturer: 'Samsung Electro-Mechanics' },
];

/**
 * Sends createOrder as the wizard does: the request with the KiCad board's Gerber files, job,
 * placement list, original BOM and its rows. `selection` is what the answer selects.
 */
export function createOrderWithDesign<T = Record<string, unknown>>(url: string, order: Record<string, unknown>, token: string, selection = 'id orders { id manufacturerId }'): Promise<GraphQLResponse<T>> {
  const files = kicadDesignFiles();
  return graphqlUpload<T>(
    url,
    `mutation ($order: SuperOrderInput!, $pcb: Upload, $job: Upload, $placement: Upload, $originalBom: Upload, $bom: [ComponentInput!]) {
      createOrder(order: $order, pcb: $pcb, job: $job, placement: $placement, originalBom: $originalBom, bom: $bom) { ${selection} } }`,
    { order, pcb: null, job: null, placement: null, originalBom: null, bom: KICAD_BOM_ROWS },
    { 'variables.pcb': files.pcb, 'variables.job': files.job, 'variables.placement': files.placement, 'variables.originalBom': files.originalBom },
    token,
  );
}

/** The answer's only field; a refusal throws with its errors. */
export function resultOf<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

interface QuotedSuperOrder {
  orders: { id: string; quote: { id: string } | null }[];
}

/** The producer offers a quote (a small PDF) on its order; answers the quote's id. */
export async function offerQuote(url: string, orderId: string, producerToken: string): Promise<string> {
  const view = resultOf<QuotedSuperOrder>(
    await graphqlUpload(url, 'mutation ($quote: Upload!, $orderId: ID!) { updateOrderQuote(quote: $quote, orderId: $orderId) { orders { id quote { id } } } }', { orderId, quote: null }, { 'variables.quote': quotePdf() }, producerToken),
  );
  return view.orders.find((o) => o.id === orderId)!.quote!.id;
}

/** The producer withdraws its quote. */
export async function withdrawQuote(url: string, orderId: string, quoteId: string, producerToken: string): Promise<void> {
  resultOf(await graphql(url, 'mutation ($orderId: ID!, $quoteId: ID!) { withdrawOrderQuote(orderId: $orderId, quoteId: $quoteId) { id } }', { orderId, quoteId }, producerToken));
}

/** The customer accepts or declines a quote (for its costs). */
export async function answerQuote(url: string, orderId: string, quoteId: string, status: 'ACCEPTED' | 'REJECTED', customerToken: string): Promise<void> {
  resultOf(
    await graphql(url, 'mutation ($orderId: ID!, $quoteId: ID!, $status: AcceptDeclineStatus!) { answerOrderQuote(orderId: $orderId, quoteId: $quoteId, status: $status, reason: COSTS) { id } }', { orderId, quoteId, status }, customerToken),
  );
}

/** Moves an order to a status as the given person. */
export async function setOrderStatus(url: string, orderId: string, status: string, token: string, reason?: string): Promise<void> {
  resultOf(await graphql(url, 'mutation ($orderId: ID!, $status: OrderStatus!, $reason: CancelReason) { updateOrderStatus(orderId: $orderId, status: $status, reason: $reason) { id } }', { orderId, status, reason }, token));
}

/**
 * A request with the KiCad board to one producer whose quote the customer accepted: the order
 * waits for production.
 */
export async function acceptedOrder(url: string, order: Record<string, unknown>, customerToken: string, producerToken: string): Promise<{ superOrderId: string; orderId: string }> {
  const created = resultOf<{ id: string; orders: { id: string }[] }>(await createOrderWithDesign(url, order, customerToken, 'id orders { id }'));
  const orderId = created.orders[0].id;
  await answerQuote(url, orderId, await offerQuote(url, orderId, producerToken), 'ACCEPTED', customerToken);
  return { superOrderId: created.id, orderId };
}
