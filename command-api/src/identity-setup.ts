import { join } from 'node:path';
import {
  createEmbeddedIssuer,
  createTokenVerifier,
  DEMO_PASSWORD,
  DEMO_USERS,
  IssuerUserDirectory,
  type Config,
  type PersonalDataVault,
  type Principal,
  type SqlClient,
} from '@pcbm/platform';
import { userSubject } from '@pcbm/domain';
import type { AuthenticatedUser } from './application/authenticated-user';
import type { Identity } from './identity';

const toUser = (principal: Principal): AuthenticatedUser => ({ ...principal });

/** The embedded issuer with its demo accounts, or token verification against an external issuer. */
export async function createIdentity(config: Config, db: SqlClient, vault: PersonalDataVault): Promise<Identity> {
  if (!config.embeddedIssuer) {
    const verify = createTokenVerifier({ issuer: config.OIDC_ISSUER!, audience: config.OIDC_AUDIENCE });
    return { issuer: config.OIDC_ISSUER!, authenticate: async (token) => toUser(await verify(token)) };
  }
  const users = new IssuerUserDirectory(db);
  await users.ensureSchema();
  if (config.seedDemoData) {
    for (const user of DEMO_USERS) if (!(await vault.isErased(db, userSubject(user.id)))) await users.addOnce(user, DEMO_PASSWORD);
  }
  const { router, issuer, publicKeys } = await createEmbeddedIssuer({
    issuer: `${config.publicUrl}/oidc`,
    users,
    keyFile: join(config.DATA_DIR, 'oidc-signing-key.json'),
  });
  const verify = createTokenVerifier({ issuer, keys: publicKeys });
  return {
    issuer,
    router,
    removeAccount: (userId) => users.remove(userId),
    authenticate: async (token) => toUser(await verify(token)),
    demoUserId: config.seedDemoData
      ? (username) => {
          const user = DEMO_USERS.find((candidate) => candidate.username === username);
          if (!user) throw new Error(`No demo account ${username}`);
          return user.id;
        }
      : undefined,
  };
}
