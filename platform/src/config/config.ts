import { resolve } from 'node:path';
import { z } from 'zod';
import type { SignInLimits } from '../oidc/issuer/sign-in-throttle';
import { DEFAULT_API_AUDIENCE } from '../oidc/issuer/token-minting';
import { apiProtectionSettings } from './api-protection';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** The address browsers use to reach this server; the embedded issuer lives below it. */
  PUBLIC_URL: z.string().url().optional(),
  /** Where the embedded default keeps its database, files and keys. */
  DATA_DIR: z.string().default(resolve(__dirname, '../../../data')),
  /** PostgreSQL instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /** An external OIDC issuer (Keycloak realm) instead of the embedded one. */
  OIDC_ISSUER: z.string().url().optional(),
  /** The audience access tokens must name (the embedded issuer puts it in; a Keycloak realm needs an audience mapper). */
  OIDC_AUDIENCE: z.string().min(1).default(DEFAULT_API_AUDIENCE),
  /** How long the embedded issuer's access tokens live; the web apps renew them 30 s before they expire. */
  OIDC_ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(60).max(24 * 60 * 60).default(15 * 60),
  /** Failed sign-ins (password grant and sign-in form) allowed per account, and per network address, within the window. */
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  SIGN_IN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
  /** How long an account stays locked after too many failures; each further lock within a day doubles it. */
  SIGN_IN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
  /** Keycloak's admin account (master realm), so that each white-label shop gets its own sign-in client. */
  KEYCLOAK_ADMIN_USERNAME: z.string().optional(),
  KEYCLOAK_ADMIN_PASSWORD: z.string().optional(),
  /** `production` seeds nothing and has no demo accounts. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Run projections in this process (the embedded default) or leave them to a worker. */
  PROJECTIONS: z.enum(['in-process', 'worker']).default('in-process'),
  /** Hostnames (comma-separated) of the marketplace, the manufacturer dashboard and the BOM formatter; any other is a white-label shop. */
  MARKETPLACE_HOSTS: z.string().default('localhost,127.0.0.1'),
  MANUFACTURER_HOSTS: z.string().default('producer.localhost'),
  BOM_HOSTS: z.string().default('bom.localhost'),
  /** The digital NDA (on by default). */
  FEATURE_NDA: z.enum(['on', 'off']).default('on'),
  /** Instant pricing settings for producers (the spec's pricing feature flag, off by default). */
  FEATURE_PRICING: z.enum(['on', 'off']).default('off'),
  /** Nexar (Octopart) application credentials: parts are looked up there instead of in the offline catalogue. */
  NEXAR_CLIENT_ID: z.string().optional(),
  NEXAR_CLIENT_SECRET: z.string().optional(),
  /** Nexar's token endpoint and GraphQL endpoint, when not the public ones. */
  NEXAR_IDENTITY_URL: z.string().url().optional(),
  NEXAR_API_URL: z.string().url().optional(),
  /** An SMTP server for outgoing mail (smtp://user:pass@host:port or smtps://...); without it mails stay in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  /** The sender of outgoing mail. */
  MAIL_FROM: z.string().default('PCB Marketplace <no-reply@localhost>'),
  /** How often the mail sender and the response-window timer look for due work, in milliseconds. */
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /**
   * How often the product vacuums and analyzes the embedded database's tables that need it, in milliseconds (PGlite
   * runs no autovacuum; on PostgreSQL the server's own autovacuum does this and the setting is not used).
   */
  TABLE_UPKEEP_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How often the product looks for formatter sheets nobody claimed in their days, in milliseconds (default an hour). */
  SHEET_EXPIRY_MS: z.coerce.number().int().min(1000).default(60 * 60 * 1000),
  /** Kafka brokers (comma-separated host:port) for the integration events; without them the in-process bus. */
  KAFKA_BROKERS: z.string().optional(),
  /** Worker threads that unpack and read uploaded design data off the event loop (default: 2, or 1 on two cores or fewer). */
  UPLOAD_CHECK_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  /** Upload checks that may wait for a thread; past that uploads are answered THROTTLED_CPU. */
  UPLOAD_CHECK_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  /** How long one upload check may take, waiting included, before it is answered DEADLINE_EXCEEDED, in milliseconds. */
  UPLOAD_CHECK_DEADLINE_MS: z.coerce.number().int().min(1).default(20_000),
  /** How long a command may wait for the earlier commands of this process on its streams, in milliseconds. */
  COMMAND_TURN_MS: z.coerce.number().int().min(1).max(60_000).default(300),
  /** How long a command keeps deciding again while writers of other processes win its streams, in milliseconds. */
  COMMAND_RETRY_MS: z.coerce.number().int().min(1).max(60_000).default(200),
  /** How long a command waits for the read models its caller reads next before it answers DEADLINE_EXCEEDED, in milliseconds. */
  READ_MODEL_WAIT_MS: z.coerce.number().int().min(1).max(120_000).default(5000),
  ...apiProtectionSettings,
});

export type Config = z.output<typeof schema> & {
  publicUrl: string;
  embeddedIssuer: boolean;
  seedDemoData: boolean;
  signInLimits: SignInLimits;
  siteHosts: { marketplace: string[]; manufacturerDashboard: string[]; bomFormatter: string[] };
};

const hostList = (value: string) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);

/** Reads and checks the configuration once, from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.PROJECTIONS === 'worker' && !config.DATABASE_URL) {
    throw new Error('Invalid configuration: PROJECTIONS=worker needs DATABASE_URL; the embedded database belongs to one process.');
  }
  return {
    ...config,
    DATA_DIR: resolve(config.DATA_DIR),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    embeddedIssuer: !config.OIDC_ISSUER,
    seedDemoData: config.NODE_ENV !== 'production',
    signInLimits: {
      failuresPerAccount: config.SIGN_IN_FAILURES_PER_ACCOUNT,
      failuresPerAddress: config.SIGN_IN_FAILURES_PER_ADDRESS,
      windowSeconds: config.SIGN_IN_FAILURE_WINDOW_SECONDS,
      lockoutSeconds: config.SIGN_IN_LOCKOUT_SECONDS,
    },
    siteHosts: { marketplace: hostList(config.MARKETPLACE_HOSTS), manufacturerDashboard: hostList(config.MANUFACTURER_HOSTS), bomFormatter: hostList(config.BOM_HOSTS) },
  };
}
