import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  createEmbeddedIssuer,
  createTokenVerifier,
  defaultClients,
  DEMO_PASSWORD,
  DEMO_USERS,
  InvalidTokenError,
  IssuerUserDirectory,
  KeycloakAdmin,
  schemaSetupClient,
  shopClient,
  SignInThrottledError,
  type Config,
  type PersonalDataVault,
  type SqlClient,
} from '@pcbm/platform';
import { shopHostnameOfClient } from '@pcbm/projections/queries';
import { DomainError, ErrorCode, userSubject } from '@pcbm/domain';
import type { Identity } from './identity';

/** Checks a password the way the spec does: a password grant at the issuer's token endpoint succeeds. */
async function passwordGrantSucceeds(issuer: string, username: string, password: string): Promise<boolean> {
  try {
    const discovery = (await (await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'cli', username, password }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** How often an API process on PostgreSQL looks for sign-ins other processes ended. */
const SIGN_OUTS_LOOKED_FOR_MS = 1000;

/** The embedded issuer with its demo accounts, or token verification against an external issuer. */
export async function createIdentity(config: Config, db: SqlClient, vault: PersonalDataVault): Promise<Identity> {
  const registration = { development: config.NODE_ENV === 'development' };
  const siteHosts = [...config.siteHosts.marketplace, ...config.siteHosts.manufacturerDashboard, ...config.siteHosts.bomFormatter];
  if (!config.embeddedIssuer) {
    const verify = createTokenVerifier({ issuer: config.OIDC_ISSUER!, audience: config.OIDC_AUDIENCE });
    const admin = config.KEYCLOAK_ADMIN_USERNAME && config.KEYCLOAK_ADMIN_PASSWORD ? new KeycloakAdmin(config.OIDC_ISSUER!, config.KEYCLOAK_ADMIN_USERNAME, config.KEYCLOAK_ADMIN_PASSWORD) : null;
    return {
      issuer: config.OIDC_ISSUER!,
      authenticate: verify,
      registerShopClient: async (clientId, hostname) => {
        if (admin) await admin.ensurePublicClient(clientId, hostname, shopClient(clientId, hostname, config.publicUrl, registration).redirectUris, config.OIDC_AUDIENCE);
        else console.warn(`No Keycloak admin account is configured; create the client ${clientId} for ${hostname} in the realm by hand.`);
      },
      removeShopClient: async (clientId) => {
        if (admin) await admin.removeShopClient(clientId);
        else console.warn(`No Keycloak admin account is configured; remove the client ${clientId}, which no shop uses any more, from the realm by hand.`);
      },
      verifyPassword: (username, password) => passwordGrantSucceeds(config.OIDC_ISSUER!, username, password),
      ...(admin ? { setEmail: (userId: string, email: string) => admin.setUserEmail(userId, email) } : {}),
    };
  }
  const users = new IssuerUserDirectory(db);
  await users.ensureSchema(schemaSetupClient(db));
  if (config.seedDemoData) {
    for (const user of DEMO_USERS) if (!(await vault.isErased(db, userSubject(user.id)))) await users.addOnce(user, DEMO_PASSWORD);
  }
  const embedded = await createEmbeddedIssuer({
    issuer: `${config.publicUrl}/oidc`,
    users,
    keyFile: join(config.DATA_DIR, 'oidc-signing-key.json'),
    clients: defaultClients(config.publicUrl, { ...registration, siteHosts }),
    findClient: async (clientId) => {
      const hostname = await shopHostnameOfClient(db, clientId);
      return hostname !== null ? shopClient(clientId, hostname, config.publicUrl, registration) : null;
    },
    audience: config.OIDC_AUDIENCE,
    signInLimits: config.signInLimits,
    accessTokenSeconds: config.OIDC_ACCESS_TOKEN_SECONDS,
    // On PostgreSQL other API processes may share the issuer: a sign-out on one reaches the others within a second.
    followOtherProcessesMs: config.DATABASE_URL ? SIGN_OUTS_LOOKED_FOR_MS : undefined,
  });
  const verify = createTokenVerifier({ issuer: embedded.issuer, keys: embedded.publicKeys, audience: config.OIDC_AUDIENCE });
  return {
    issuer: embedded.issuer,
    router: embedded.router,
    removeAccount: (userId) => users.remove(userId),
    register: async (account, password) => {
      const id = randomUUID();
      const user = { id, username: account.email.toLowerCase(), email: account.email, firstName: account.firstName, lastName: account.lastName, locale: account.locale, roles: ['user'] };
      return (await users.register(user, password)) ? id : null;
    },
    setPassword: (userId, password) => users.setPassword(userId, password),
    setEmail: (userId, email) => users.setEmail(userId, email),
    // The embedded issuer knows a shop's client from the shops read model: nothing to register or remove.
    registerShopClient: async () => undefined,
    removeShopClient: async () => undefined,
    verifyPassword: async (username, password) => {
      try {
        return (await embedded.checkPassword(username, password)) !== null;
      } catch (error) {
        if (!(error instanceof SignInThrottledError)) throw error;
        throw new DomainError(ErrorCode.ENHANCE_YOUR_CALM, error.message, { retryAfterSeconds: error.retryAfterSeconds });
      }
    },
    authenticate: async (token) => {
      const principal = await verify(token);
      if (await embedded.signInEnded(token)) throw new InvalidTokenError();
      return principal;
    },
    close: () => embedded.close(),
  };
}
