/** The person behind a verified bearer token. */
export interface AuthenticatedUser {
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly locale: 'en' | 'de';
  readonly roles: readonly string[];
}
