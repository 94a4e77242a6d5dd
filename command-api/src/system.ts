import { join } from 'node:path';
import {
  createProductEventStore,
  ensureProductEventStoreSchema,
  ensureFileStoreSchema,
  LocalFileStore,
  loadAuditSigningKey,
  openDatabase,
  OfflineCityGeocoder,
  PersonalDataVault,
  ProcessorRunner,
  type Config,
  type Database,
  type Clock,
  type MessageBus,
} from '@pcbm/platform';
import { createPartsCatalogue } from './application/parts-catalogue-setup';
import {
  chatAnnouncements,
  createMailDelivery,
  ensureNotificationSchema,
  ensureReadModelSchema,
  integrationEventPublisher,
  openIntegrationBus,
  PUBLISHER_RUNNER_OPTIONS,
  readModelProjectors,
  ReadModelsBehindError,
  type MailDelivery,
} from '@pcbm/projections';
import express, { type Express, type RequestHandler } from 'express';
import { ActorDirectory } from './application/actor-directory';
import { PersonalDataErasure } from './application/personal-data-erasure';
import { seedDemoCompanies } from './application/demo-seed';
import { OrderWatch } from './application/order-watch';
import { SuperOrderService } from './application/super-order-service';
import { catalogueUnitPrices } from './application/part-prices';
import type { Services } from './graphql/context';
import { buildProductSchema } from './graphql/schema';
import { bodyLimit } from './http/body-limit';
import { fileDownloadRouter } from './http/file-download';
import { imagesRouter } from './http/images';
import { shopLogoRouter } from './http/shop-logo';
import { createGraphQLEndpoint } from './http/graphql-endpoint';
import { webAppsRouter } from './http/web-apps';
import type { Identity } from './identity';
import { createIdentity } from './identity-setup';

/** Requests carry at most the 10 MB of an upload plus the multipart framing. */
const MAX_REQUEST_BYTES = 11 * 1024 * 1024;

export interface System {
  readonly app: Express;
  readonly services: Services;
  readonly identity: Identity;
  readonly runners: readonly ProcessorRunner[];
  /** Mail reactors, the response-window check and the outbox sender. */
  readonly mail: MailDelivery;
  /** Where the integration events go: Kafka, or the in-process bus. */
  readonly bus: MessageBus;
  close(): Promise<void>;
}

/** Wires the whole product: storage, projections, identity, the API and the web apps. */
export async function createSystem(config: Config, database?: Database, clock?: Clock): Promise<System> {
  const db = database ?? (await openDatabase(config));
  await ensureProductEventStoreSchema(db);
  await ensureFileStoreSchema(db);
  await ensureReadModelSchema(db);
  await ensureNotificationSchema(db);
  const vault = new PersonalDataVault();
  const store = createProductEventStore(db, vault);
  const files = new LocalFileStore(db, join(config.DATA_DIR, 'files'));
  const identity = await createIdentity(config, db, vault);
  const parts = await createPartsCatalogue(config, db);
  const services: Services = {
    db,
    store,
    files,
    superOrders: new SuperOrderService(db, store, files),
    actors: new ActorDirectory(db, store),
    erasure: new PersonalDataErasure(db, store, vault, readModelProjectors, identity.removeAccount),
    auditKey: await loadAuditSigningKey(db),
    verifyPassword: identity.verifyPassword,
    siteHosts: config.siteHosts,
    geocoder: new OfflineCityGeocoder(),
    vault,
    features: { nda: config.FEATURE_NDA === 'on' },
    registerShopClient: identity.registerShopClient,
    orderWatch: new OrderWatch(db),
    parts,
    partPrices: catalogueUnitPrices(parts),
  };
  if (config.seedDemoData) await seedDemoCompanies(store);

  const runners = [...readModelProjectors, chatAnnouncements(store)].map(
    (projector) => new ProcessorRunner(db, store, projector, { onError: (error, name) => console.error(`Projection ${name} failed:`, error) }),
  );
  if (config.PROJECTIONS === 'in-process') {
    for (const runner of runners) {
      await runner.catchUp();
      await runner.start();
    }
  }
  const mail = createMailDelivery(db, config, clock);
  const mailErrors = (error: unknown, name: string) => {
    if (!(error instanceof ReadModelsBehindError)) console.error(`Mail processor ${name} failed:`, error);
  };
  const mailRunners = mail.processors.map((processor) => new ProcessorRunner(db, store, processor, { onError: mailErrors }));
  if (config.PROJECTIONS === 'in-process') {
    for (const runner of mailRunners) await runner.start();
    mail.start();
  }
  runners.push(...mailRunners);
  // The publisher never catches up before serving: with the broker away it retries in the background.
  const bus = openIntegrationBus(config);
  const publisher = new ProcessorRunner(db, store, integrationEventPublisher(bus), { ...PUBLISHER_RUNNER_OPTIONS, onError: (error, name) => console.error(`Publisher ${name} failed, retrying later: ${error instanceof Error ? error.message : String(error)}`) });
  if (config.PROJECTIONS === 'in-process') await publisher.start();

  const app = express();
  app.disable('x-powered-by');
  app.use(bodyLimit(MAX_REQUEST_BYTES));
  if (identity.router) app.use('/oidc', identity.router);
  const graphql = createGraphQLEndpoint(await buildProductSchema(), services, identity.authenticate);
  app.use(graphql.graphqlEndpoint, graphql as unknown as RequestHandler);
  app.use('/files', fileDownloadRouter(services, identity.authenticate));
  app.use('/shops', shopLogoRouter(services));
  app.use('/images', imagesRouter(services));
  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  app.get('/audit/public-key', (_req, res) => res.json({ keyId: services.auditKey.keyId, publicKey: services.auditKey.publicJwk }));
  app.use(webAppsRouter());

  return {
    app,
    services,
    identity,
    runners: [...runners, publisher],
    mail,
    bus,
    async close() {
      services.orderWatch.stop();
      await mail.stop();
      for (const runner of runners) await runner.stop();
      await publisher.stop();
      await bus.close();
      await identity.close?.();
      if (!database) await db.close();
    },
  };
}
