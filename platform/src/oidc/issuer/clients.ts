/** A public client of the embedded issuer (no secret: browsers and command-line scripts). */
export interface IssuerClient {
  readonly clientId: string;
  readonly grantTypes: readonly ('authorization_code' | 'password' | 'refresh_token')[];
  /** Redirect URIs allowed exactly, or by prefix when they end with `*`. */
  readonly redirectUris: readonly string[];
}

/**
 * The product's clients, named as in the Keycloak realm (deploy/keycloak): the marketplace, the
 * manufacturer dashboard (which also serves the admin console), the BOM formatter, and `cli` for
 * scripts and tests.
 */
export function defaultClients(publicUrl: string): IssuerClient[] {
  const devServers = ['http://localhost:5173/*', 'http://localhost:5174/*', 'http://localhost:5175/*'];
  const app = (clientId: string, ...paths: string[]): IssuerClient => ({
    clientId,
    grantTypes: ['authorization_code', 'refresh_token'],
    redirectUris: [...paths.map((path) => `${publicUrl}${path}*`), ...devServers],
  });
  return [
    { clientId: 'cli', grantTypes: ['password', 'refresh_token'], redirectUris: [] },
    app('marketplace', '/'),
    app('manufacturer-dashboard', '/dashboard/', '/admin/'),
    app('bom-formatter', '/'),
  ];
}

/** The client of a white-label shop: browsers sign in on the shop's own hostname. */
export function shopClient(clientId: string, hostname: string): IssuerClient {
  return { clientId, grantTypes: ['authorization_code', 'refresh_token'], redirectUris: [`http://${hostname}:*`, `https://${hostname}/*`, `http://${hostname}/*`] };
}

/** Whether `uri` is one of the client's registered redirect URIs. */
export function allowsRedirect(client: IssuerClient, uri: string): boolean {
  return client.redirectUris.some((allowed) => (allowed.endsWith('*') ? uri.startsWith(allowed.slice(0, -1)) : uri === allowed));
}
