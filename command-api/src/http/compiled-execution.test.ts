import { parse, type GraphQLSchema } from 'graphql';
import { buildProductSchema } from '../graphql/schema';
import { compilable } from './compiled-execution';

describe('which operations run compiled', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildProductSchema();
  });
  const decide = (text: string, operationName?: string) => compilable({ schema, document: parse(text), operationName });

  test('given an order list with scalar variables, when deciding, then it is compiled', () => {
    expect(decide('query ($first: Int, $after: String) { orders(first: $first, after: $after) { totalCount edges { node { id orders { status } } } } }')).not.toBeNull();
  });

  test('given a query with a variable of an input type with field defaults, when deciding, then graphql-js runs it', () => {
    expect(decide('query ($input: CapabilitySearchInput!) { fetchCapabilitySearch(searchInput: $input) { notes { code } } }')).toBeNull();
  });

  test('given the admin list with its filter (an input type without defaults), when deciding, then it is compiled', () => {
    expect(decide('query ($filter: AdminRequestFilter) { adminGetAllRequests(first: 20, filter: $filter) { totalCount } }')).not.toBeNull();
  });

  test('given a field of a union type, when deciding, then graphql-js runs it (telling the members apart)', () => {
    expect(decide('query ($id: ID!) { user(id: $id) { ... on UserPublicAttributes { id } } }')).toBeNull();
  });

  test('given a mutation or a subscription, when deciding, then graphql-js runs it', () => {
    expect(decide('mutation ($c: ID!, $t: String!) { sendNewTextMessage(chatId: $c, text: $t) { id } }')).toBeNull();
    expect(decide('subscription ($o: ID!) { orderUpdates(orderId: $o) { status } }')).toBeNull();
  });

  test('given a document with two operations, when deciding, then each is decided by its own name', () => {
    const text = 'query Lists { orders(first: 1) { totalCount } } mutation Send { sendNewTextMessage(chatId: "c", text: "t") { id } }';
    expect(decide(text, 'Lists')).not.toBeNull();
    expect(decide(text, 'Send')).toBeNull();
    expect(decide(text, 'Unknown')).toBeNull();
  });
});
