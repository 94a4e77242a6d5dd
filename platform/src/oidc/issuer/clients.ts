import { isLoopbackHost, matchesRedirectUri } from './redirect-uri';

/** A public client of the embedded issuer (no secret: browsers and command-line scripts). */
export interface IssuerClient {
  readonly clientId: string;
  readonly grantTypes: readonly ('authorization_code' | 'password' | 'refresh_token')[];
  /** Redirect URIs allowed exactly, or with any path below them when they end with `/*` (as Keycloak writes them). */
  readonly redirectUris: readonly string[];
  /** Where the browser may be sent after signing out; the redirect URIs when absent. */
  readonly postLogoutRedirectUris?: readonly string[];
  /** Loopback redirect URIs match on any port (RFC 8252 §7.3). */
  readonly loopbackAnyPort?: boolean;
}

/** The Vite development servers of the three web apps. */
const DEVELOPMENT_SERVERS = ['http://localhost:5173/*', 'http://localhost:5174/*', 'http://localhost:5175/*'];

export interface ClientRegistrationOptions {
  /** Development mode: the web apps' Vite servers may receive codes too. */
  readonly development?: boolean;
  /** The site hosts (marketplace, manufacturer dashboard, BOM formatter) served on the public URL's scheme and port. */
  readonly siteHosts?: readonly string[];
}

/**
 * The product's clients, named as in the Keycloak realm (deploy/keycloak): the marketplace, the
 * manufacturer dashboard (which also serves the admin console), the BOM formatter, and `cli` for
 * scripts and tests. The web apps are served below the public URL and on the site hosts; after
 * signing out they go back to the public URL's start page (or any of their redirect URIs).
 */
export function defaultClients(publicUrl: string, options: ClientRegistrationOptions = {}): IssuerClient[] {
  const url = new URL(publicUrl);
  const origin = url.origin;
  const siteOrigins = (options.siteHosts ?? []).map((host) => `${url.protocol}//${host.toLowerCase()}${url.port ? `:${url.port}` : ''}`).filter((site) => site !== origin);
  const devServers = options.development ? DEVELOPMENT_SERVERS : [];
  const app = (clientId: string, ...paths: string[]): IssuerClient => {
    const redirectUris = [...[origin, ...siteOrigins].flatMap((base) => paths.map((path) => `${base}${path}*`)), ...devServers];
    return { clientId, grantTypes: ['authorization_code', 'refresh_token'], redirectUris, postLogoutRedirectUris: [`${origin}/`, ...redirectUris] };
  };
  return [
    { clientId: 'cli', grantTypes: ['password', 'refresh_token'], redirectUris: [] },
    app('marketplace', '/'),
    app('manufacturer-dashboard', '/dashboard/', '/admin/'),
    app('bom-formatter', '/'),
  ];
}

/**
 * The client of a white-label shop: browsers sign in on the shop's own hostname, over https on
 * the default port (or the public URL's port when that is https too). Plain http is allowed only
 * in development or for a `localhost` name, on the public URL's port; a `localhost` name matches
 * on any port, as it only ever reaches the machine the browser runs on.
 */
export function shopClient(clientId: string, hostname: string, publicUrl: string, options: ClientRegistrationOptions = {}): IssuerClient {
  const host = hostname.toLowerCase();
  const publicPort = new URL(publicUrl).port;
  const overHttps = new URL(publicUrl).protocol === 'https:';
  const redirectUris = [`https://${host}/*`];
  if (overHttps && publicPort) redirectUris.push(`https://${host}:${publicPort}/*`);
  const loopback = isLoopbackHost(host);
  if (loopback || options.development) redirectUris.push(`http://${host}${!overHttps && publicPort ? `:${publicPort}` : ''}/*`);
  return { clientId, grantTypes: ['authorization_code', 'refresh_token'], redirectUris, loopbackAnyPort: loopback };
}

/** Whether `uri` is one of the client's registered redirect URIs. */
export function allowsRedirect(client: IssuerClient, uri: string): boolean {
  return client.redirectUris.some((registered) => matchesRedirectUri(registered, uri, client));
}

/** Whether the browser may be sent to `uri` after signing out of this client. */
export function allowsPostLogoutRedirect(client: IssuerClient, uri: string): boolean {
  return (client.postLogoutRedirectUris ?? client.redirectUris).some((registered) => matchesRedirectUri(registered, uri, client));
}
