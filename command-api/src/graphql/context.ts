import type { Actor } from '@pcbm/domain';
import type { AuditSigningKey, Clock, Config, Database, EventStore, FileStore, Geocoder, PartsCatalogue, PersonalDataVault } from '@pcbm/platform';
import { GraphQLError } from 'graphql';
import type { ActorDirectory } from '../application/actor-directory';
import type { UploadWorkers } from '../application/upload-workers';
import type { OrderWatch } from '../application/order-watch';
import type { OrderPartiesDirectory } from '../application/order-parties';
import type { PersonalDataErasure } from '../application/personal-data-erasure';
import type { PartPrices } from '../application/part-prices';
import type { AuthenticatedUser } from '../application/authenticated-user';
import type { SuperOrderService } from '../application/super-order-service';
import type { CommandHandler } from '../application/command-handler';
import type { Identity } from '../identity';

/** What every resolver may use. */
export interface Services {
  readonly db: Database;
  readonly store: EventStore;
  readonly files: FileStore;
  readonly superOrders: SuperOrderService;
  /** Runs every command: load, decide, store files and events in one transaction, answer from the decided state. */
  readonly commands: CommandHandler;
  /** The time on the command path; tests set it. */
  readonly clock: Clock;
  readonly actors: ActorDirectory;
  /** Who each order is between, for the chat's access checks. */
  readonly orderParties: OrderPartiesDirectory;
  readonly erasure: PersonalDataErasure;
  readonly auditKey: AuditSigningKey;
  readonly verifyPassword: (username: string, password: string) => Promise<boolean>;
  /**
   * Sign-in accounts: registration and password changes with the embedded issuer (absent for Keycloak); email address
   * changes there, or at Keycloak when its admin account is configured.
   */
  readonly accounts: Pick<Identity, 'register' | 'setPassword' | 'setEmail'>;
  readonly siteHosts: Config['siteHosts'];
  readonly geocoder: Geocoder;
  readonly vault: PersonalDataVault;
  readonly features: { readonly nda: boolean; readonly pricing: boolean };
  /** Where the web apps send people to sign in. */
  readonly issuer: string;
  readonly publicUrl: string;
  readonly registerShopClient: (clientId: string, hostname: string) => Promise<void>;
  readonly removeShopClient: (clientId: string) => Promise<void>;
  readonly orderWatch: OrderWatch;
  /** The parts database (Nexar or the offline catalogue) behind the local cache. */
  readonly parts: PartsCatalogue;
  /** Unit prices of parts for instant pricing's partSourcingCost. */
  readonly partPrices: PartPrices;
  /** Reads uploads (design data, images) in worker threads, off the event loop. */
  readonly uploadWorkers: UploadWorkers;
}

export interface GraphQLContext {
  readonly requestId: string;
  /** The Host the request was sent to, which decides the site mode. */
  readonly host: string;
  readonly user: AuthenticatedUser | null;
  readonly actor: Actor | null;
  readonly services: Services;
  /** Aborts when the client goes away (ends live updates). */
  readonly signal?: AbortSignal;
}

/** The signed-in caller, or an UNAUTHENTICATED error. */
export function requireActor(context: GraphQLContext): Actor {
  if (!context.actor) {
    throw new GraphQLError('Please sign in.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  }
  return context.actor;
}

/** Auditors replay order history: admins and holders of the auditor role. */
export const isAuditor = (context: GraphQLContext) =>
  context.actor?.isAdmin === true || (context.user?.roles.includes('auditor') ?? false);
