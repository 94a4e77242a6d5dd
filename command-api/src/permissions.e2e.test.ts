import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { buildProductSchema } from './graphql/schema';
import { PERMISSIONS, type Access } from './graphql/permissions';
import { graphql, graphqlUpload, signIn, type UploadedFile } from './testing/graphql-client';
import { startTestServer, type TestServer } from './testing/test-server';

type Role = 'anonymous' | 'customerOfCompanyA' | 'customerOfCompanyB' | 'producerX' | 'producerY' | 'admin';
const ROLES: Record<Role, string | null> = {
  anonymous: null,
  customerOfCompanyA: 'customer1',
  customerOfCompanyB: 'customer2',
  producerX: 'producer1',
  producerY: 'producer2',
  admin: 'admin',
};
const ALLOWED: Record<Access, readonly Role[]> = {
  anyone: Object.keys(ROLES) as Role[],
  signedIn: ['customerOfCompanyA', 'customerOfCompanyB', 'producerX', 'producerY', 'admin'],
  producer: ['producerX', 'producerY'],
  admin: ['admin'],
};

const FILE: UploadedFile = { name: 'probe.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' };

/** A value of an input type that passes GraphQL's own checks (the resolvers may still refuse it). */
function sample(type: GraphQLInputType, path: string, files: Record<string, UploadedFile>): unknown {
  if (isNonNullType(type)) return sample(type.ofType, path, files);
  if (isListType(type)) return [sample(type.ofType, `${path}.0`, files)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type, `${path}.${field.name}`, files)]),
    );
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Upload':
        files[path] = FILE;
        return null;
      case 'ID':
        return '00000000-0000-4000-8000-000000000000';
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTime':
        return new Date().toISOString();
      case 'JSONObject':
        return {};
      default:
        return 'x';
    }
  }
  throw new Error(`no sample for ${named}`);
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const files: Record<string, UploadedFile> = {};
  const variables = Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type, `variables.${arg.name}`, files)]));
  const declarations = args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const returns = getNamedType(field.type);
  const selection = isScalarType(returns) || isEnumType(returns) ? '' : ' { __typename }';
  const query = `${kind}${declarations ? ` (${declarations})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
  return { query, variables, files };
}

describe('the permission table', () => {
  let server: TestServer;
  const tokens: Partial<Record<Role, string>> = {};
  let operations: { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[];

  beforeAll(async () => {
    server = await startTestServer();
    for (const [role, username] of Object.entries(ROLES)) if (username) tokens[role as Role] = await signIn(server.url, username);
    const companyB = await graphql(server.url, 'mutation ($c: CompanyInput!) { createCompany(company: $c) }', {
      c: { name: 'Company B', legalName: 'Company B Ltd', industry: 'Automotive', address: { recipient: 'Company B Ltd', country: 'GB', addressLine1: '2 High St', zipcode: 'OX1 1AA', city: 'Oxford' } },
    }, tokens.customerOfCompanyB);
    expect(companyB.errors).toBeUndefined();
    const schema = await buildProductSchema();
    operations = [
      ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
      ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
    ];
  }, 60_000);
  afterAll(() => server?.close());

  test('names every operation of the schema, and nothing else', () => {
    expect(operations.map((o) => o.field.name).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  test('lets each role through to exactly the operations its group may call', async () => {
    const mismatches: string[] = [];
    for (const { kind, field } of operations) {
      const access = PERMISSIONS[field.name];
      for (const role of Object.keys(ROLES) as Role[]) {
        const { query, variables, files } = operationFor(kind, field);
        const response = await graphqlUpload(server.url, query, variables, files, tokens[role]);
        const refusedByTable = response.errors?.some((error) => error.extensions?.access !== undefined) ?? false;
        const allowed = ALLOWED[access].includes(role);
        if (refusedByTable === allowed) mismatches.push(`${field.name} as ${role}: ${refusedByTable ? 'refused' : 'let through'} (${JSON.stringify(response.errors?.[0] ?? 'ok')})`);
        if (!allowed && refusedByTable) {
          const code = response.errors![0].extensions!.code;
          expect(code).toBe(role === 'anonymous' ? 'UNAUTHENTICATED' : access === 'producer' ? 'USER_NOT_IN_PRODUCER_COMPANY' : 'USER_NOT_AUTHORIZED');
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});
