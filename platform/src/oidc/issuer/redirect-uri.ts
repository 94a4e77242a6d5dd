/**
 * Redirect URIs are compared as parsed URLs (WHATWG), never as text: a prefix of text lets
 * `http://shop.example:@evil.example/` through, because the part before `@` is only a user name.
 *
 * A registered URI is either exact, or ends with `/*`: then any path below it (at a segment
 * boundary) and any query are allowed on exactly the same scheme, host and port.
 */

const LOOPBACK = /^(localhost|.+\.localhost|127\.0\.0\.1|\[::1\])$/;

/** Whether a hostname only ever reaches the machine it is typed on (RFC 6761 `localhost` names, loopback addresses). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname.toLowerCase());
}

function parse(uri: string): URL | null {
  if (!URL.canParse(uri)) return null;
  const url = new URL(uri);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || uri.includes('#')) return null;
  return url;
}

export interface RedirectMatchOptions {
  /** Loopback redirect URIs over http match on any port (RFC 8252 §7.3): the port is the local server's choice. */
  readonly loopbackAnyPort?: boolean;
}

/** Whether `candidate` is the registered redirect URI, or below it when it ends with `/*`. */
export function matchesRedirectUri(registered: string, candidate: string, options: RedirectMatchOptions = {}): boolean {
  const below = registered.endsWith('/*');
  const base = parse(below ? registered.slice(0, -1) : registered);
  const wanted = parse(candidate);
  if (!base || !wanted || base.href.includes('*')) return false;
  const anyPort = options.loopbackAnyPort && base.protocol === 'http:' && isLoopbackHost(base.hostname);
  if (wanted.protocol !== base.protocol || wanted.hostname !== base.hostname || (!anyPort && wanted.port !== base.port)) return false;
  if (!below) return wanted.pathname === base.pathname && wanted.search === base.search;
  return wanted.pathname.startsWith(base.pathname) || `${wanted.pathname}/` === base.pathname;
}
