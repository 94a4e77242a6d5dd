import type { Router } from 'express';
import type { TokenAuthenticator } from './http/authentication';

/** Where tokens come from and how they are checked: the embedded issuer or an external one (Keycloak). */
export interface Identity {
  readonly issuer: string;
  readonly authenticate: TokenAuthenticator;
  /** The embedded issuer's routes, mounted at /oidc; absent for an external issuer. */
  readonly router?: Router;
  /** Whether the password is the person's current one. */
  readonly verifyPassword: (username: string, password: string) => Promise<boolean>;
  /** Registers the sign-in client of a white-label shop on its hostname. */
  readonly registerShopClient: (clientId: string, hostname: string) => Promise<void>;
  /** Removes the sign-in client a white-label shop no longer uses, if the product made it. */
  readonly removeShopClient: (clientId: string) => Promise<void>;
  /**
   * A new sign-in account (embedded issuer): its id, or null when the email address has one already.
   * Absent for an external issuer, where people register on its own pages.
   */
  readonly register?: (account: { email: string; firstName: string; lastName: string; locale: 'en' | 'de' }, password: string) => Promise<string | null>;
  /** Replaces a person's password (embedded issuer); an external issuer has its own account pages. */
  readonly setPassword?: (userId: string, password: string) => Promise<void>;
  /**
   * Gives a person's sign-in account another email address (the embedded issuer, or Keycloak when its admin account is
   * configured): false when another account has that address. Absent where the sign-in service's own account page
   * changes it.
   */
  readonly setEmail?: (userId: string, email: string) => Promise<boolean>;
  /** Deletes a person's sign-in account (embedded issuer); an external issuer keeps its own. */
  readonly removeAccount?: (userId: string) => Promise<void>;
  close?(): Promise<void>;
}
