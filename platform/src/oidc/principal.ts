/** The person a verified access token speaks for. */
export interface Principal {
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly locale: 'en' | 'de';
  /** Realm roles (Keycloak's `realm_access.roles`) and client roles together. */
  readonly roles: readonly string[];
  /** When the token was issued (its `iat`), as an ISO time; absent when the token does not say. */
  readonly issuedAt?: string;
}

/** A bearer token that is missing, malformed, expired or from another issuer. */
export class InvalidTokenError extends Error {
  readonly code = 'UNAUTHENTICATED';
  constructor() {
    super('The access token is not valid.');
    this.name = 'InvalidTokenError';
  }
}
