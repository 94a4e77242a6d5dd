import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { InvalidTokenError, type Principal } from './principal';

interface KeycloakClaims extends JWTPayload {
  preferred_username?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  locale?: string;
  realm_access?: { roles?: string[] };
  resource_access?: Record<string, { roles?: string[] }>;
}

export interface TokenVerifierOptions {
  /** The issuer URL exactly as it appears in tokens, e.g. a Keycloak realm URL. */
  readonly issuer: string;
  /** When set, tokens must name this audience. */
  readonly audience?: string;
  /** The issuer's keys when they are known in this process (the embedded issuer); else fetched from its JWKS. */
  readonly keys?: JSONWebKeySet;
}

/** The principal a verified token's claims describe. */
export function principalFromClaims(claims: KeycloakClaims): Principal {
  if (!claims.sub) throw new InvalidTokenError();
  const clientRoles = Object.values(claims.resource_access ?? {}).flatMap((access) => access.roles ?? []);
  return {
    userId: claims.sub,
    username: claims.preferred_username ?? claims.sub,
    email: claims.email ?? '',
    firstName: claims.given_name ?? '',
    lastName: claims.family_name ?? '',
    locale: claims.locale === 'de' ? 'de' : 'en',
    roles: [...new Set([...(claims.realm_access?.roles ?? []), ...clientRoles])],
    ...(typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? { issuedAt: new Date(claims.iat * 1000).toISOString() } : {}),
  };
}

/**
 * Verifies bearer tokens locally against the issuer's published keys (found through its
 * discovery document, fetched on first use and cached by jose).
 */
export function createTokenVerifier(options: TokenVerifierOptions): (token: string) => Promise<Principal> {
  let keys: ReturnType<typeof createRemoteJWKSet> | ReturnType<typeof createLocalJWKSet> | null = options.keys
    ? createLocalJWKSet(options.keys)
    : null;
  const keySet = async () => {
    if (keys) return keys;
    const response = await fetch(`${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`The identity provider at ${options.issuer} did not answer (${response.status}).`);
    const { jwks_uri } = (await response.json()) as { jwks_uri: string };
    keys = createRemoteJWKSet(new URL(jwks_uri));
    return keys;
  };
  const verified = new VerifiedTokens();
  return async (token: string) => {
    const known = verified.principalOf(token);
    if (known) return known;
    const jwks = await keySet();
    try {
      const { payload } = await jwtVerify<KeycloakClaims>(token, jwks, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
      });
      if (payload.typ && payload.typ !== 'Bearer') throw new InvalidTokenError();
      const principal = principalFromClaims(payload);
      if (payload.exp !== undefined) verified.remember(token, principal, payload.exp * 1000);
      return principal;
    } catch {
      throw new InvalidTokenError();
    }
  };
}

/** How long a verified token is taken as verified without checking its signature again, at most (its expiry comes first). */
const VERIFIED_FOR_MS = 60_000;
/** How many verified tokens a process keeps; the oldest goes first. */
const MAX_VERIFIED = 1_000;

/**
 * Tokens this process verified lately, so a client's next requests with the same token skip the signature check (an
 * RSA signature check per request). Only tokens that passed are kept, each until it expires or for a minute, whichever
 * comes first, so a key the issuer withdraws stops being trusted within a minute, as it would with a refreshed key set.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { principal: Principal; until: number }>();

  principalOf(token: string): Principal | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.until > Date.now()) return entry.principal;
    this.entries.delete(token);
    return null;
  }

  remember(token: string, principal: Principal, expiresAt: number): void {
    const until = Math.min(expiresAt, Date.now() + VERIFIED_FOR_MS);
    if (until <= Date.now()) return;
    if (this.entries.size >= MAX_VERIFIED) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { principal, until });
  }
}
