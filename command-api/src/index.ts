/**
 * What the API offers the composition root (`server/`): the pieces it wires into one running product. The API
 * itself never wires processors or starts anything.
 */
export { createPartsCatalogue } from './application/parts-catalogue-setup';
export { ActorDirectory } from './application/actor-directory';
export { OrderPartiesDirectory } from './application/order-parties';
export { UploadWorkers, defaultThreads } from './application/upload-workers';
export { PersonalDataErasure } from './application/personal-data-erasure';
export { seedDemoCompanies, DEMO_COMPANIES } from './application/demo-seed';
export { seedDemoPricing } from './application/demo-pricing';
export { OrderWatch } from './application/order-watch';
export { sheetExpiryTask } from './application/bom-sheet-expiry';
export { checkpointWatchOf } from './application/read-your-writes';
export { SuperOrderService } from './application/super-order-service';
export { CommandHandler, decision } from './application/command-handler';
export { SNAPSHOT_EVERY } from './application/stream-state';
export { catalogueUnitPrices } from './application/part-prices';
export type { Services } from './graphql/context';
export { buildProductSchema } from './graphql/schema';
export { bodyLimit } from './http/body-limit';
export { allowedOrigins, corsPolicy, shopOrigins } from './http/cors-policy';
export { fileDownloadRouter } from './http/file-download';
export { imagesRouter } from './http/images';
export { shopLogoRouter } from './http/shop-logo';
export { createGraphQLEndpoint } from './http/graphql-endpoint';
export { healthHandler } from './http/health';
export { GRAPHIQL_ASSETS, graphiQLAssets } from './http/graphiql';
export { securityHeaders } from './http/security-headers';
export { Throttle } from './http/throttling';
export { requestTurns } from './http/request-turns';
export { webAppsRouter } from './http/web-apps';
export type { Identity } from './identity';
export { createIdentity } from './identity-setup';
