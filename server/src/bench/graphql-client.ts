/** What a GraphQL answer carries, as the bench reads it. */
export interface GraphQLAnswer<T = Record<string, unknown>> {
  readonly status: number;
  readonly data?: T | null;
  readonly errors?: { message: string; extensions?: { code?: string } }[];
}

/** An access token of a demo account through the embedded issuer's password grant. */
export async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'cli', username, password: 'demo', scope: 'openid profile email' }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string };
  if (!response.ok || !body.access_token) throw new Error(`sign-in of ${username} failed: ${body.error ?? response.status}`);
  return body.access_token;
}

/** The JSON body of a GraphQL POST. */
export const graphqlBody = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

export const graphqlHeaders = (token?: string): Record<string, string> => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** Sends one GraphQL request. */
export async function graphql<T = Record<string, unknown>>(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: graphqlHeaders(token), body: graphqlBody(query, variables) });
  return { status: response.status, ...((await response.json()) as object) };
}

/** The answer's only field; an answer with errors throws them. */
export function resultOf<T>(answer: GraphQLAnswer<Record<string, T>>): T {
  if (answer.errors || !answer.data) throw new Error(`GraphQL refused (${answer.status}): ${JSON.stringify(answer.errors)}`);
  return Object.values(answer.data)[0];
}
