import { DEMO_COMPANIES } from '../application/demo-seed';
import { graphql, signIn } from '../testing/graphql-client';
import { createOrderWithDesign } from '../testing/orders';
import { startTestServer, type TestServer } from '../testing/test-server';

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const address = { recipient: 'Chris Buyer', country: 'AT', addressLine1: 'Ring 1', zipcode: '1010', city: 'Wien' };

/** The first answer comes from the standard executor, the later ones from the compiled document. */
const THREE_TIMES = [1, 2, 3];

describe('documents a client repeats are executed compiled, with the same answers', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'producer1', 'admin']) tokens[user] = await signIn(server.url, user);
    const address2 = { ...address, city: 'Graz' };
    await createOrderWithDesign(server.url, { name: 'Compiled board', manufacturers: [alpha], shippingAddress: address, billingAddress: address2, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer1);
    // The chat's announcement of the new request reaches the chats read model shortly after the answer; the answers
    // compared below are taken once the producer sees it (asked with another document, which is not compiled).
    const unread = async () => {
      const answer = await graphql<{ manufacturerOrders: { edges: { node: { orders: { unreadMessages: { amount: number } }[] } }[] } }>(
        server.url,
        '{ manufacturerOrders(first: 1) { edges { node { orders { unreadMessages { amount } } } } } }',
        {},
        tokens.producer1,
      );
      return answer.data?.manufacturerOrders.edges[0]?.node.orders[0]?.unreadMessages.amount ?? 0;
    };
    for (let attempt = 0; attempt < 100 && (await unread()) === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  }, 60_000);
  afterAll(() => server?.close());

  const repeated = (query: string, variables: Record<string, unknown>, token?: string) => Promise.all(THREE_TIMES.map(() => graphql(server.url, query, variables, token)));

  test('given a list with nested orders, dates, enums and nulls, when it is asked three times, then the three answers are the same', async () => {
    const query = `query ($first: Int) { manufacturerOrders(first: $first) { totalCount pageInfo { hasNextPage endCursor }
      edges { cursor node { id name createdOn asCompany { id name } placedBy { id firstName }
        orders { id status type quantity updatedOn unreadMessages { chatId amount } shippingAddress { city } billingAddress { city } } } } } }`;
    const answers = await repeated(query, { first: 5 }, tokens.producer1);
    expect(answers[0].errors).toBeUndefined();
    expect((answers[0].data as { manufacturerOrders: { totalCount: number } }).manufacturerOrders.totalCount).toBeGreaterThan(0);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  test('given a refused field, when it is asked three times, then each answer carries the same code and message and nothing else', async () => {
    const answers = await repeated('{ adminGetAllRequests(first: 1) { totalCount } }', {}, tokens.customer1);
    expect(answers[0].errors?.[0]?.extensions?.code).toBe('USER_NOT_AUTHORIZED');
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  test('given a wrong variable, when it is sent three times, then each answer is the same clear error', async () => {
    const query = 'query ($first: Int) { orders(first: $first) { totalCount } }';
    const answers = await repeated(query, { first: 'twenty' }, tokens.customer1);
    expect(answers[0].errors?.[0]?.message).toMatch(/first/);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  test('given a field of a union type, when it is asked three times, then each answer tells the same member', async () => {
    const { me } = (await graphql(server.url, '{ me { user { id } } }', {}, tokens.customer1)).data as { me: { user: { id: string } } };
    const query = `query ($id: ID!) { user(id: $id) { __typename ... on UserPublicAttributes { id firstName } ... on UserProfile { id email } } }`;
    const answers = await repeated(query, { id: me.user.id }, tokens.producer1);
    expect(answers[0].errors).toBeUndefined();
    expect((answers[0].data as { user: { __typename: string } }).user.__typename).toBeTruthy();
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  test('given an input object whose fields have defaults, when a search is sent three times, then each answer is the same', async () => {
    const query = `query ($input: CapabilitySearchInput!) { fetchCapabilitySearch(searchInput: $input) { manufacturers { manufacturerId } notes { code } } }`;
    const input = { orderType: 'PROTOTYPE', boardSize: { long: 100, short: 80, height: 1.6 }, pcbQuantity: 10, components: [{ mpn: 'RC0603FR-0710KL', designators: ['R1', 'R2'] }] };
    const answers = await repeated(query, { input }, tokens.customer1);
    expect(answers[0].errors).toBeUndefined();
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  test('given a mutation with invalid input, when it is sent three times, then each answer has the spec code', async () => {
    const query = 'mutation ($chatId: ID!, $text: String!) { sendNewTextMessage(chatId: $chatId, text: $text) { id } }';
    const answers = await repeated(query, { chatId: 'no-such-chat', text: 'Hello' }, tokens.customer1);
    expect(answers[0].errors?.[0]?.extensions?.code).toBeDefined();
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });
});
