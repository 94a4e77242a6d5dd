import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { SigningKey } from './signing-key';
import type { IssuerUser } from './user-directory';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 8 * 60 * 60;

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_expires_in: number;
  scope: string;
}

/** Signs the tokens of one sign-in, with the claims Keycloak puts in them. */
export async function mintTokens(
  key: SigningKey,
  issuer: string,
  user: IssuerUser,
  clientId: string,
  scope: string,
  nonce?: string,
): Promise<TokenSet> {
  const sign = (claims: JWTPayload, audience: string, seconds: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(user.id)
      .setAudience(audience)
      .setIssuedAt()
      .setJti(randomUUID())
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
  return {
    access_token: await sign({ ...profile, typ: 'Bearer', azp: clientId, scope, realm_access: { roles: [...user.roles] } }, 'account', ACCESS_TOKEN_SECONDS),
    id_token: await sign({ ...profile, typ: 'ID', azp: clientId, ...(nonce ? { nonce } : {}) }, clientId, ACCESS_TOKEN_SECONDS),
    refresh_token: await sign({ typ: 'Refresh', azp: clientId, scope }, issuer, REFRESH_TOKEN_SECONDS),
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_expires_in: REFRESH_TOKEN_SECONDS,
    scope,
  };
}

/** The user id and client of a valid refresh token, or null. */
export async function readRefreshToken(key: SigningKey, issuer: string, token: string): Promise<{ userId: string; clientId: string; scope: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { issuer, audience: issuer, algorithms: ['RS256'] });
    if (payload.typ !== 'Refresh' || !payload.sub) return null;
    return { userId: payload.sub, clientId: String(payload.azp), scope: String(payload.scope ?? 'openid') };
  } catch {
    return null;
  }
}
