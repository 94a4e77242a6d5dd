import { join } from 'node:path';
import {
  createProductEventStore,
  LocalFileStore,
  analyzeStaleTables,
  tableUpkeepTask,
  loadAuditSigningKey,
  logSafeError,
  openDatabase,
  OfflineCityGeocoder,
  PersonalDataVault,
  ProcessorRunner,
  type Config,
  type Database,
  systemClock,
  type Clock,
  type MessageBus,
  type LogPosition,
  PgSignals,
  whileSettingUpSchema,
} from '@pcbm/platform';
import {
  createPartsCatalogue,
  ActorDirectory,
  OrderPartiesDirectory,
  UploadWorkers,
  defaultThreads,
  PersonalDataErasure,
  seedDemoCompanies,
  OrderWatch,
  sheetExpiryTask,
  checkpointWatchOf,
  SuperOrderService,
  CommandHandler,
  catalogueUnitPrices,
  buildProductSchema,
  bodyLimit,
  allowedOrigins,
  corsPolicy,
  shopOrigins,
  fileDownloadRouter,
  imagesRouter,
  shopLogoRouter,
  createGraphQLEndpoint,
  healthHandler,
  GRAPHIQL_ASSETS,
  graphiQLAssets,
  securityHeaders,
  Throttle,
  requestTurns,
  webAppsRouter,
  createIdentity,
  type Services,
  type Identity,
} from '@pcbm/command-api';
import { READ_MODELS, readModelProjectors, type MailDelivery } from '@pcbm/projections';
import { productProcessors } from './processors';
import { ensureProductSchema } from './product-schema';
import express, { type Express, type RequestHandler } from 'express';

/** Requests carry at most the 10 MB of an upload plus the multipart framing. */
const MAX_REQUEST_BYTES = 11 * 1024 * 1024;
/**
 * A body other than an upload from someone not signed in: the largest parts list a detection takes (1,000 rows) or a
 * pricing's Gerber job (256 KB) fits many times over, and walking its variables takes a fraction of a second.
 */
const MAX_REQUEST_BYTES_WITHOUT_SIGN_IN = 2 * 1024 * 1024;
/**
 * On PGlite a read model a command woke looks at the log no sooner than this after its last look: a lone writer's
 * answer waits a few milliseconds for it instead of the runner's rest of 50 ms, and fifty writers' appends still go
 * into a few looks (measured in BENCHMARKS.md, "Waking the read models on PGlite").
 */
const EMBEDDED_WAKE_GAP_MS = 5;

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
  const vault = new PersonalDataVault();
  // Processes starting at once on one database (replicas and workers) take turns creating the tables.
  const { identity, parts, auditKey, throttle } = await whileSettingUpSchema(db, async () => {
    await ensureProductSchema(db);
    return {
      identity: await createIdentity(config, db, vault),
      parts: await createPartsCatalogue(config, db),
      auditKey: await loadAuditSigningKey(db),
      throttle: await Throttle.create(config, db),
    };
  });
  const store = createProductEventStore(db, vault);
  const files = new LocalFileStore(db, join(config.DATA_DIR, 'files'));
  const commandClock = clock ?? systemClock;
  // The read models a command waits for look at the log as soon as it appended; on PGlite, whose every look is a
  // transaction all requests wait behind, no sooner than EMBEDDED_WAKE_GAP_MS after their last look.
  let wakeProcessors = (_readModels: readonly string[]) => {};
  const commands = new CommandHandler(db, store, files, commandClock, (readModels) => wakeProcessors(readModels), {
    turnMs: config.COMMAND_TURN_MS,
    retryMs: config.COMMAND_RETRY_MS,
    readModelWaitMs: config.READ_MODEL_WAIT_MS,
  });
  const services: Services = {
    db,
    store,
    files,
    commands,
    clock: commandClock,
    superOrders: new SuperOrderService(commands),
    actors: new ActorDirectory(db, commands),
    orderParties: new OrderPartiesDirectory(db),
    erasure: new PersonalDataErasure(db, store, commands, vault, readModelProjectors, identity.removeAccount),
    auditKey,
    verifyPassword: identity.verifyPassword,
    accounts: { register: identity.register, setPassword: identity.setPassword, setEmail: identity.setEmail },
    siteHosts: config.siteHosts,
    geocoder: new OfflineCityGeocoder(),
    vault,
    features: { nda: config.FEATURE_NDA === 'on', pricing: config.FEATURE_PRICING === 'on' },
    issuer: identity.issuer,
    publicUrl: config.publicUrl,
    registerShopClient: identity.registerShopClient,
    removeShopClient: identity.removeShopClient,
    orderWatch: new OrderWatch(db),
    parts,
    partPrices: catalogueUnitPrices(parts),
    uploadWorkers: new UploadWorkers({ threads: config.UPLOAD_CHECK_THREADS ?? defaultThreads(), queue: config.UPLOAD_CHECK_QUEUE, deadlineMs: config.UPLOAD_CHECK_DEADLINE_MS }),
  };
  if (config.seedDemoData) await seedDemoCompanies(commands);

  const { projections, mail, mailRunners, bus, publisher } = productProcessors(db, store, config, clock);
  // Writers waiting for a read model, and open order pages, hear of a batch as soon as it is committed, whether its
  // processor runs in this process or in a worker that signals it.
  const checkpoints = checkpointWatchOf(db);
  const batchCommitted = (processor: string, reached: LogPosition, handled: boolean) => {
    checkpoints.committed(processor, reached);
    if (handled && (processor === READ_MODELS.orders || processor === READ_MODELS.chats)) services.orderWatch.poke();
  };
  const runners = [...projections];
  // The embedded database runs no autovacuum: the product vacuums and analyzes its tables as autovacuum would, every
  // TABLE_UPKEEP_MS (autovacuum's own rest between rounds by default), after a first rest so a start is not held up.
  const upkeep = config.DATABASE_URL ? null : tableUpkeepTask(db, config.TABLE_UPKEEP_MS);
  // Formatter sheets nobody claimed in their days go every SHEET_EXPIRY_MS too, not only when someone formats a new one.
  const sheetExpiry = sheetExpiryTask(services, config.SHEET_EXPIRY_MS);
  if (config.PROJECTIONS === 'in-process') {
    // A processor that fails on an event is reported and retried in the background; it never stops the start. The read
    // models project into their own tables only, so they catch up together (sharing the batches they read); the
    // reactors may read the read models (the announcer looks up a company's orders), so they follow once those are current.
    const isReadModel = (runner: ProcessorRunner) => readModelProjectors.includes(runner.processor);
    const catchUpAndStart = async (runner: ProcessorRunner) => {
      await runner.tryCatchUp();
      await runner.start();
    };
    await Promise.all(runners.filter(isReadModel).map(catchUpAndStart));
    for (const runner of runners.filter((runner) => !isReadModel(runner))) await catchUpAndStart(runner);
    // Read models a long log just filled have no statistics yet: without them a page of 20 requests can sort them all.
    try {
      const analyzed = await analyzeStaleTables(db);
      if (analyzed.length > 0) console.log(`Analyzed ${analyzed.length} tables the start filled: ${analyzed.join(', ')}`);
    } catch (error) {
      console.warn(`Could not analyze the tables the start filled: ${logSafeError(error)}`);
    }
    for (const runner of mailRunners) await runner.start();
    mail.start();
    upkeep?.start();
    const runnersByName = new Map([...projections, ...mailRunners].map((runner) => [runner.processor.name, runner]));
    const gapMs = config.DATABASE_URL ? 0 : EMBEDDED_WAKE_GAP_MS;
    wakeProcessors = (readModels) => readModels.forEach((name) => runnersByName.get(name)?.wake(gapMs));
    for (const runner of [...projections, ...mailRunners]) runner.onCommitted((reached, handled) => batchCommitted(runner.processor.name, reached, handled));
  }
  // Apart from the processors (PROJECTIONS=worker), the workers hear of each append and tell of each batch over
  // PostgreSQL, so writers and open pages wait for them as briefly as for processors of their own process.
  const signals = config.PROJECTIONS === 'worker' && config.DATABASE_URL ? new PgSignals(db, config.DATABASE_URL) : null;
  if (signals) {
    await signals.listen();
    wakeProcessors = (readModels) => signals.wake(readModels);
    signals.onCommitted(({ processor, reached, handled }) => batchCommitted(processor, reached, handled));
  }
  runners.push(...mailRunners);
  // The publisher never catches up before serving: with the broker away it retries in the background.
  if (config.PROJECTIONS === 'in-process') await publisher.start();

  sheetExpiry.start();

  // An erasure the last run of the product did not finish may have left a person's data in a read model: rebuilt in the
  // background, so a long log does not hold up the start.
  let closing = false;
  const erasuresFinished = services.erasure.finishInterrupted().then(
    (rebuilt) => {
      if (rebuilt.length > 0) console.log(`Rebuilt after an erasure that had not finished: ${rebuilt.join(', ')}`);
    },
    (error: unknown) => {
      if (!closing) console.error(`Rebuilding the read models after an erasure that had not finished failed: ${logSafeError(error)}`);
    },
  );

  const app = express();
  app.disable('x-powered-by');
  app.use(requestTurns());
  if (config.TRUST_PROXY_HOPS > 0) app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.use(securityHeaders(config.publicUrl, identity.issuer));
  app.use(corsPolicy(allowedOrigins(config), identity.router ? shopOrigins(db, config) : undefined));
  if (identity.router) app.use('/oidc', identity.router);
  const production = config.NODE_ENV === 'production';
  const graphql = createGraphQLEndpoint(await buildProductSchema(), services, identity.authenticate, { production, limits: config, throttle });
  app.use(
    graphql.graphqlEndpoint,
    throttle.requests,
    bodyLimit({ maxBytes: MAX_REQUEST_BYTES, withoutSignIn: { maxBytes: MAX_REQUEST_BYTES_WITHOUT_SIGN_IN, authenticate: identity.authenticate } }),
    graphql as unknown as RequestHandler,
  );
  if (!production) app.use(GRAPHIQL_ASSETS, graphiQLAssets());
  app.use('/files', fileDownloadRouter(services, identity.authenticate));
  app.use('/shops', shopLogoRouter(services));
  app.use('/images', imagesRouter(services));
  app.get('/health', healthHandler(db));
  app.get('/audit/public-key', (_req, res) => res.json({ keyId: services.auditKey.keyId, publicKey: services.auditKey.publicJwk }));
  app.use(webAppsRouter());
  // Express's own 404 page would replace the content policy with one that allows framing.
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found.'));

  return {
    app,
    services,
    identity,
    runners: [...runners, publisher],
    mail,
    bus,
    async close() {
      closing = true;
      await erasuresFinished;
      services.orderWatch.stop();
      await services.uploadWorkers.close();
      await mail.stop();
      await upkeep?.stop();
      await sheetExpiry.stop();
      for (const runner of runners) await runner.stop();
      await publisher.stop();
      await bus.close();
      await signals?.close();
      await identity.close?.();
      if (!database) {
        checkpoints.stop();
        await db.close();
      }
    },
  };
}
