import { graphqlBody, graphqlHeaders } from './graphql-client';
import { runLoad, type LoadFigures, type LoadRequest, type LoadTarget } from './load-run';
import { CUSTOMER_LIST, PRODUCER_LIST, type Sizes, type Tokens } from './scenarios';
import type { SeededSuperOrder } from './super-order-histories';

/** A request's details as both sides' detail pages select them (the web apps' `RequestDetailsFields`). */
const FILE = 'id current { id filename path size mediaType }';
const DETAILS = `id name createdOn updatedOn fromWhitelabelId asCompany { id name } placedBy { id firstName lastName username }
  orders { id superOrderId name status createdOn updatedOn responseDeadline manufacturerId manufacturer { id company { id name } }
    type quantity quantityIsOverproduction pcbVersion ipcClass isPanel separateBoard pcbProvidedByCustomer requiredOperations
    optionalOperations requiredCertificates bulkPrices additionalNotes smtPartCount thtPartCount thtPinCount cancelReason
    cancelReasonText unreadMessages { chatId amount } warnings { code file message }
    shippingAddress { recipient addressLine1 addressLine2 zipcode city country companyTaxNumber }
    billingAddress { recipient addressLine1 addressLine2 zipcode city country companyTaxNumber }
    feedback { productionQuality completionTime customerSupport platform comment }
    quote { id status accepted createdOn answeredOn filename reason file { id filename path size mediaType } }
    quotes { id status createdOn answeredOn filename reason }
    pcb { ${FILE} } job { ${FILE} } bom { ${FILE} } placement { ${FILE} } preview { ${FILE} }
    originalBom { ${FILE} } originalPlacement { ${FILE} } additionalFiles { ${FILE} } }`;
const CUSTOMER_DETAILS = `query ($orderId: ID!) { fetchOrder(orderId: $orderId) { ${DETAILS} } }`;
const PRODUCER_DETAILS = `query ($orderId: ID!) { manufacturerOrder(orderId: $orderId) { ${DETAILS} } }`;
const CHAT = `query ($orderId: ID!) { fetchChatByOrderId(orderId: $orderId) {
  id resource assignees { requesterIds handlerIds } participants { role companyId companyName userIds } } }`;
/** The newest page of a chat, with the fields the chat pane shows. */
const MESSAGES = `query ($chatId: ID!, $last: Int) { fetchMessages(chatId: $chatId, last: $last) {
  edges { cursor node { id kind createdOn senderId senderRole text filename fileId fileDescription fileKind parameter changedTo
    operation numberComponents orderStatus quoteStatus quoteFileId orderVersionedFileId companyId userId added } }
  pageInfo { startCursor endCursor hasNextPage hasPreviousPage } totalCount } }`;
/** A text as the chat pane sends it, with what the pane shows of the sent message at once. */
const SEND_TEXT = 'mutation ($chatId: ID!, $text: String!) { sendNewTextMessage(chatId: $chatId, text: $text) { id createdOn text } }';
const QUOTE = 'mutation ($quote: Upload!, $orderId: ID!) { updateOrderQuote(quote: $quote, orderId: $orderId) { id orders { id status quote { id status } } } }';
const WITHDRAW = 'mutation ($orderId: ID!, $quoteId: ID!) { withdrawOrderQuote(orderId: $orderId, quoteId: $quoteId) { id orders { id status } } }';

/** A one-page PDF of a few hundred bytes, as a producer's quote. */
const QUOTE_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');
const BOUNDARY = 'morning-quote-boundary';

/** The GraphQL multipart request (operations, map, the file) that uploads the PDF as the order's quote. */
function quoteUpload(orderId: string): string {
  const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
  return (
    part('Content-Disposition: form-data; name="operations"', graphqlBody(QUOTE, { orderId, quote: null })) +
    part('Content-Disposition: form-data; name="map"', JSON.stringify({ 0: ['variables.quote'] })) +
    part('Content-Disposition: form-data; name="0"; filename="quote.pdf"\r\nContent-Type: application/pdf', QUOTE_PDF) +
    `--${BOUNDARY}--\r\n`
  );
}

const post = (token: string, body: string): LoadRequest => ({ method: 'POST', path: '/graphql', headers: graphqlHeaders(token), body });

/**
 * A producer's round on an order waiting for a quote: the request list, the request, its chat, a PDF quote, a
 * message about it, and the quote withdrawn again, so the next round can offer one.
 */
function producerRound(token: string, orderId: string, person: number): LoadRequest[] {
  // The quote on offer, across rounds (autocannon empties a connection's context after each round): a withdrawal the
  // server refused (busy) is made in the next round, whose offer finds the order still quoted.
  let offered: string | undefined;
  return [
    post(token, graphqlBody(PRODUCER_LIST, { first: 20 })),
    post(token, graphqlBody(PRODUCER_DETAILS, { orderId })),
    post(token, graphqlBody(MESSAGES, { chatId: orderId, last: 20 })),
    {
      method: 'POST',
      path: '/graphql',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-graphql-yoga-csrf': '1' },
      body: quoteUpload(orderId),
      onResponse: (_status: number, body: string) => {
        offered = fieldOf<{ orders: { quote: { id: string } | null }[] }>(body, 'updateOrderQuote')?.orders[0]?.quote?.id ?? offered;
      },
    },
    post(token, graphqlBody(SEND_TEXT, { chatId: orderId, text: `Our quote is attached (producer ${person + 1}).` })),
    {
      ...post(token, ''),
      // Nothing on offer (the server refused the offer): the producer looks at the request again instead.
      setupRequest: (request: LoadRequest) => ({ ...request, body: offered ? graphqlBody(WITHDRAW, { orderId, quoteId: offered }) : graphqlBody(PRODUCER_DETAILS, { orderId }) }),
      onResponse: (_status: number, body: string) => {
        if (fieldOf(body, 'withdrawOrderQuote')) offered = undefined;
      },
    },
  ];
}

/** A customer's round: the request list, one request, its chat and its newest messages, and a message. */
function customerRound(token: string, orderId: string, person: number): LoadRequest[] {
  return [
    post(token, graphqlBody(CUSTOMER_LIST, { first: 20 })),
    post(token, graphqlBody(CUSTOMER_DETAILS, { orderId })),
    post(token, graphqlBody(CHAT, { orderId })),
    post(token, graphqlBody(MESSAGES, { chatId: orderId, last: 20 })),
    post(token, graphqlBody(SEND_TEXT, { chatId: orderId, text: `Could you check the stack-up once more? (customer ${person + 1})` })),
  ];
}

/** The answer's `field`, when the answer carries it without errors. */
function fieldOf<T>(body: string, field: string): T | undefined {
  try {
    const answer = JSON.parse(body) as { data?: Record<string, T> | null; errors?: unknown[] };
    return answer.errors?.length ? undefined : (answer.data?.[field] ?? undefined);
  } catch {
    return undefined;
  }
}

/** The seeded requests a morning needs: for each producer an order waiting for a quote, for each customer any. */
export interface MorningOrders {
  readonly waitingForQuote: readonly SeededSuperOrder[];
  readonly any: readonly SeededSuperOrder[];
}

/**
 * A producer's morning: half the people are producer1's staff working through requests waiting for a quote, half
 * are customer1's buyers reading and writing about their requests; each person on a request of their own.
 */
export function morningRounds(people: number, tokens: Tokens, orders: MorningOrders): (connection: number) => LoadRequest[] {
  const producers = Math.ceil(people / 2);
  if (orders.waitingForQuote.length < producers || orders.any.length < people - producers) throw new Error(`a morning of ${people} people needs ${producers} requests waiting for a quote and ${people - producers} others`);
  return (connection) =>
    connection < producers
      ? producerRound(tokens.producer1, orders.waitingForQuote[connection].alphaOrderId, connection)
      : customerRound(tokens.customer1, orders.any[connection - producers].alphaOrderId, connection - producers);
}

/** The morning at full speed and at people's pace. */
export interface Morning {
  readonly atFullSpeed: LoadFigures;
  readonly atPeoplesPace: LoadFigures;
}

/**
 * The morning's runs: as fast as the answers come (what the product can answer of this mix at all), then with each
 * person sending at most `rate` requests per second. autocannon paces its connections in step, so the people send
 * at the same instants: a harder load than people who click at their own moments.
 */
export async function producersMorning(target: LoadTarget, sizes: Sizes, tokens: Tokens, orders: MorningOrders, rate: number): Promise<Morning> {
  const rounds = morningRounds(sizes.clients, tokens, orders);
  const run = (title: string, connectionRate?: number) => runLoad(target, { title, connections: sizes.clients, seconds: sizes.seconds, bodyOf: rounds, connectionRate });
  return {
    atFullSpeed: await run(`a producer's morning, ${sizes.clients} people, as fast as the answers come`),
    atPeoplesPace: await run(`a producer's morning, ${sizes.clients} people, each at most ${rate} request${rate === 1 ? '' : 's'}/s`, rate),
  };
}

/** What the paced morning cost against what the product answered of the same mix at full speed. */
export function morningSummary({ atFullSpeed, atPeoplesPace }: Morning, people: number, rate: number): string {
  const share = atFullSpeed.throughput > 0 ? atPeoplesPace.throughput / atFullSpeed.throughput : 0;
  const percent = (value: number) => `${Math.round(value * 100)} %`;
  return [
    `A producer's morning (a producer's round: the request list, a request, its chat, a PDF quote, a message, the quote withdrawn; a customer's: the list, a request, its chat and messages, a message),`,
    `each person sending at most ${rate} request${rate === 1 ? '' : 's'}/s, all at the same instants:`,
    `the product answered ${Math.round(atPeoplesPace.throughput)}/s, ${share.toFixed(2)} of the ${Math.round(atFullSpeed.throughput)}/s it answered of the same mix at full speed;`,
    `the product and the database used ${percent(atPeoplesPace.busy.server)} of the machine's CPU (the whole machine was ${percent(atPeoplesPace.busy.machine)} busy);`,
    `the slowest answer took ${Math.round(atPeoplesPace.max)} ms. Half of the full-speed figure would be ${(atFullSpeed.throughput / 2 / people).toFixed(1)} requests/s for each of the ${people} people.`,
  ].join(' ');
}
