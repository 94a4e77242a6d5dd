import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { SigningKey } from './signing-key';
import type { IssuerUser } from './user-directory';

/** How long an access token and an ID token live unless the issuer is set up otherwise. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 8 * 60 * 60;
/** The audience the product's API expects in access tokens unless OIDC_AUDIENCE names another. */
export const DEFAULT_API_AUDIENCE = 'pcb-marketplace-api';

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_expires_in: number;
  scope: string;
}

export interface TokenGrant {
  readonly clientId: string;
  readonly scope: string;
  /** The API's audience, named in every access token. */
  readonly audience: string;
  /** The sign-in (refresh token family) the tokens belong to, as Keycloak's `sid`. */
  readonly sessionId: string;
  /** The `jti` of the refresh token, which its family remembers as the current one. */
  readonly refreshTokenId: string;
  readonly nonce?: string;
  /** Lifetime of the access and ID tokens (default ACCESS_TOKEN_SECONDS). */
  readonly accessTokenSeconds?: number;
}

/** Signs the tokens of one sign-in, with the claims Keycloak puts in them. */
export async function mintTokens(key: SigningKey, issuer: string, user: IssuerUser, grant: TokenGrant): Promise<TokenSet> {
  const sign = (claims: JWTPayload, audience: string | string[], seconds: number, jti: string = randomUUID()) =>
    new SignJWT({ ...claims, sid: grant.sessionId })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(user.id)
      .setAudience(audience)
      .setIssuedAt()
      .setJti(jti)
      .setExpirationTime(`${seconds}s`)
      .sign(key.privateKey);
  const profile = {
    preferred_username: user.username,
    email: user.email,
    email_verified: true,
    given_name: user.firstName,
    family_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    locale: user.locale,
  };
  const { clientId, scope } = grant;
  const seconds = grant.accessTokenSeconds ?? ACCESS_TOKEN_SECONDS;
  return {
    access_token: await sign({ ...profile, typ: 'Bearer', azp: clientId, scope, realm_access: { roles: [...user.roles] } }, grant.audience, seconds),
    id_token: await sign({ ...profile, typ: 'ID', azp: clientId, ...(grant.nonce ? { nonce: grant.nonce } : {}) }, clientId, seconds),
    refresh_token: await sign({ typ: 'Refresh', azp: clientId, scope }, issuer, REFRESH_TOKEN_SECONDS, grant.refreshTokenId),
    token_type: 'Bearer',
    expires_in: seconds,
    refresh_expires_in: REFRESH_TOKEN_SECONDS,
    scope,
  };
}

export interface RefreshTokenClaims {
  readonly userId: string;
  readonly clientId: string;
  readonly scope: string;
  readonly sessionId: string;
  readonly tokenId: string;
}

/** The claims of a refresh token this issuer signed and that has not expired, or null. */
export async function readRefreshToken(key: SigningKey, issuer: string, token: string): Promise<RefreshTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { issuer, audience: issuer, algorithms: ['RS256'] });
    if (payload.typ !== 'Refresh' || !payload.sub || typeof payload.sid !== 'string' || !payload.jti) return null;
    return { userId: payload.sub, clientId: String(payload.azp), scope: String(payload.scope ?? 'openid'), sessionId: payload.sid, tokenId: payload.jti };
  } catch {
    return null;
  }
}

/**
 * The sign-in (`sid`) and client of any token this issuer signed (access, ID or refresh), even an
 * expired one: signing out with an old ID token must still end the sign-in. Null for anything else.
 */
export async function readSignInOfToken(key: SigningKey, issuer: string, token: string): Promise<{ sessionId: string; clientId: string; type: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { issuer, algorithms: ['RS256'], clockTolerance: REFRESH_TOKEN_SECONDS * 3 });
    if (typeof payload.sid !== 'string') return null;
    return { sessionId: payload.sid, clientId: String(payload.azp ?? ''), type: String(payload.typ ?? '') };
  } catch {
    return null;
  }
}
