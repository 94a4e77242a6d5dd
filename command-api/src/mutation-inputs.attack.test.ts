import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { readProcessorStatuses } from '@pcbm/platform';
import { DEMO_COMPANIES } from './application/demo-seed';
import { buildProductSchema } from './graphql/schema';
import { PERMISSIONS } from './graphql/permissions';
import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { createOrderWithDesign } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

/**
 * Every mutation of the schema gets malformed input: for each of its arguments and each leaf of an
 * input object, values of the wrong type, huge and control-character strings, negative and huge
 * numbers, and deeply nested JSON, generated from the argument's type. Every such request must be
 * refused with a coded error (never INTERNAL_SERVER_ERROR, never a 5xx) and must append nothing.
 */

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const customerCompany = DEMO_COMPANIES[0].companyId;
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };

/** A producer's own mutations are tried as producer1, the admin's as admin, everything else as customer1. */
const PRODUCER_MUTATIONS = new Set(['updateManufacturer', 'setManufacturerPricing', 'updateOrderQuote', 'withdrawOrderQuote']);
function callerOf(mutation: string): 'admin' | 'producer1' | 'customer1' {
  if (PERMISSIONS[mutation] === 'admin') return 'admin';
  if (PERMISSIONS[mutation] === 'producer' || PRODUCER_MUTATIONS.has(mutation)) return 'producer1';
  return 'customer1';
}

/** A plausible value of a type, with real ids where the argument names one the demo knows. */
function plausible(type: GraphQLInputType, name: string, ids: Record<string, string>): unknown {
  if (isNonNullType(type)) return plausible(type.ofType, name, ids);
  if (isListType(type)) return [plausible(type.ofType as GraphQLInputType, name, ids)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, plausible(field.type, field.name, ids)]),
    );
  }
  switch (type.name) {
    case 'ID':
      return ids[name] ?? ids.orderId;
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'Upload':
      return null;
    case 'String':
      if (/country/i.test(name)) return 'DE';
      if (/email/i.test(name)) return 'someone@example.com';
      return 'x';
    default:
      return null;
  }
}

/** The dotted paths of every leaf an argument's plausible value can hold: the argument itself and each input field below it. */
function leafPaths(type: GraphQLInputType, prefix: string[], seen = new Set<string>()): { path: string[]; type: GraphQLInputType }[] {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return [{ path: prefix, type }];
  const inner = new Set(seen).add(named.name);
  return [
    { path: prefix, type },
    ...Object.values(named.getFields()).flatMap((field) => leafPaths(field.type, [...prefix, field.name], inner)),
  ];
}

const deepJson = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
};

/** Characters no text field takes: NUL, C0 controls other than tab and line ends, lone surrogates. */
const FORBIDDEN_EVERYWHERE = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\ud800', '\udfff'];

/** Any text with at least one character that no text field takes, somewhere inside it. */
const hostileText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...FORBIDDEN_EVERYWHERE), fc.string({ maxLength: 12 }))
  .map(([before, forbidden, after]) => `${before}${forbidden}${after}`);

/**
 * Malformed values for a leaf of this type: wrong types always, and per kind what breaks it. A single
 * value for a list is not among them: GraphQL reads it as a list of one.
 */
function malformedFor(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const leaf = getNullableType(type);
  const wrongTypes = [fc.constant({ nested: deepJson(500) }), fc.constant([[[['x']]]]), fc.constant(true)];
  const hostileStrings = [hostileText, fc.constant('a\ud800b'), fc.constant('x'.repeat(300_000))];
  const hostileNumbers = [fc.constant(-1), fc.constant(-2147483648), fc.constant(2147483647), fc.constant(1e308), fc.constant(-1e308), fc.constant(0.5)];
  if (isListType(leaf)) {
    const element = leaf.ofType as GraphQLInputType;
    return fc.oneof(malformedFor(element).map((value) => [value]), fc.constant(Array.from({ length: 100_000 }, () => 'x')), fc.constant(deepJson(500)));
  }
  if (isInputObjectType(leaf)) return fc.oneof(fc.constant('not an object'), fc.constant(42), fc.constant({ unknownField: deepJson(500) }));
  if (isEnumType(leaf)) return fc.oneof(fc.constant('NOT_A_VALUE'), fc.constant(1), hostileText);
  if (isScalarType(leaf) && (leaf.name === 'Int' || leaf.name === 'Float')) return fc.oneof(...hostileNumbers, fc.constant('12'), ...wrongTypes);
  if (isScalarType(leaf) && leaf.name === 'Boolean') return fc.oneof(fc.constant('true'), fc.constant(1), fc.constant({}));
  if (isScalarType(leaf) && leaf.name === 'Upload') return fc.oneof(fc.constant('not a file'), fc.constant({ name: 'x.pdf' }));
  return fc.oneof(...hostileStrings, fc.constant(12), ...wrongTypes);
}

function withValue(variables: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(variables);
  let node = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null || Array.isArray(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

function operationOf(field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `mutation${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selectionOf(field)} }`;
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return 'getFields' in named ? '{ __typename }' : '';
}

describe('attack: malformed input generated from the schema, for every mutation', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let mutations: GraphQLField<unknown, unknown>[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'producer1', 'admin']) {
      tokens[user] = await signIn(server.url, user);
      await graphql(server.url, '{ me { isFirstLogin } }', {}, tokens[user]);
    }
    const request = { name: 'Fuzzed board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: customerCompany };
    const created = await createOrderWithDesign(server.url, request, tokens.customer1, 'id orders { id }');
    const superOrder = (created.data as { createOrder: { id: string; orders: { id: string }[] } }).createOrder;
    Object.assign(ids, {
      orderId: superOrder.orders[0].id,
      chatId: superOrder.orders[0].id,
      superOrderId: superOrder.id,
      id: superOrder.orders[0].id,
      manufacturerId: alpha,
      companyId: customerCompany,
    });
    const schema = await buildProductSchema();
    mutations = Object.values(schema.getMutationType()!.getFields());
  }, 60_000);
  afterAll(() => server?.close());

  const settledEventCount = async () => {
    while ((await readProcessorStatuses(server.system.services.db)).some((processor) => processor.lag > 0)) await new Promise((resolve) => setTimeout(resolve, 20));
    return Number((await server.system.services.db.query<{ n: string }>('select count(*)::text as n from events')).rows[0].n);
  };

  test('the schema has mutations to attack, and each is in the permission table', () => {
    expect(mutations.length).toBeGreaterThan(30);
    for (const mutation of mutations) expect(PERMISSIONS[mutation.name]).toBeDefined();
  });

  test('every malformed argument of every mutation is refused with a coded error, and nothing is appended', async () => {
    const before = await settledEventCount();
    const failures: string[] = [];
    let tried = 0;
    for (const mutation of mutations) {
      const query = operationOf(mutation);
      const baseline = Object.fromEntries(mutation.args.map((arg) => [arg.name, plausible(arg.type, arg.name, ids)]));
      const token = tokens[callerOf(mutation.name)];
      const leaves = mutation.args.flatMap((arg) => leafPaths(arg.type, [arg.name]));
      for (const leaf of leaves) {
        const samples = fc.sample(malformedFor(leaf.type), { numRuns: 3, seed: 20261125 + tried });
        for (const value of samples) {
          tried += 1;
          const response: GraphQLResponse = await graphql(server.url, query, withValue(baseline, leaf.path, value), token);
          const code = response.errors?.[0]?.extensions?.code;
          const accepted = !response.errors && response.data?.[mutation.name] !== undefined;
          if (accepted || !code || code === 'INTERNAL_SERVER_ERROR' || response.status >= 500) {
            failures.push(`${mutation.name} ${leaf.path.join('.')}=${JSON.stringify(value)?.slice(0, 60)} → ${response.status} ${code ?? (accepted ? 'accepted' : 'no code')}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(300);
    expect(failures).toEqual([]);
    expect(await settledEventCount()).toBe(before);
    const health = (await (await fetch(`${server.url}/health`)).json()) as { status: string };
    expect(health.status).toBe('ok');
  }, 300_000);
});
