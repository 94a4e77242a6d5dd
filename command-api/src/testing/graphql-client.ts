export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/** A token for a demo account through the issuer's password grant (the embedded issuer's unless another token endpoint is given). */
export async function signIn(url: string, username: string, password = 'demo', tokenEndpoint = `${url}/oidc/token`): Promise<string> {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'cli', username, password, scope: 'openid profile email' }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string };
  if (!response.ok || !body.access_token) throw new Error(`sign-in of ${username} failed: ${body.error ?? response.status}`);
  return body.access_token;
}

/** Sends a JSON GraphQL request. */
export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

export interface UploadedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly type?: string;
}

/**
 * Sends a GraphQL multipart request (operations, map, files) as browsers do. `files` maps a
 * variable path such as `variables.pcb` or `variables.additionalFiles.0` to a file.
 */
export async function graphqlUpload<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, UploadedFile>,
  token?: string,
): Promise<GraphQLResponse<T>> {
  const form = new FormData();
  const paths = Object.keys(files);
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [path]]))));
  paths.forEach((path, i) => {
    const file = files[path];
    form.append(String(i), new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  });
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: response.status, ...((await response.json()) as object) };
}

/** Opens a GraphQL subscription over server-sent events, as the web apps do. */
export function subscribe(url: string, query: string, token: string | undefined, signal: AbortSignal, variables: Record<string, unknown> = {}): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal,
  });
}

/** Reads the events of a subscription's stream until `until` holds for what arrived, or the stream ends. */
export async function readServerSentEvents(response: Response, until: (events: Record<string, unknown>[]) => boolean): Promise<Record<string, unknown>[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Record<string, unknown>[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const parts = buffer.split('\n\n');
    buffer = parts.pop()!;
    for (const part of parts) {
      const line = part.split('\n').find((l) => l.startsWith('data:'));
      if (line && line.length > 6) events.push(JSON.parse(line.slice(5)) as Record<string, unknown>);
    }
  }
  return events;
}
