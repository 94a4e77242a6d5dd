import type { AuthenticatedUser } from '../application/authenticated-user';

/** Verifies a bearer token; throws when the token is invalid or expired. */
export type TokenAuthenticator = (token: string) => Promise<AuthenticatedUser>;

/** The bearer token of an Authorization header, or null when there is none. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
