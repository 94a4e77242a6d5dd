import { ensurePartsCacheSchema, NexarPartsSource, OfflinePartsCatalogue, PartsCatalogue, schemaSetupClient, type Config, type Database } from '@pcbm/platform';

/** Nexar when its credentials are configured, else the offline catalogue; both behind the local cache. */
export async function createPartsCatalogue(config: Config, db: Database): Promise<PartsCatalogue> {
  await ensurePartsCacheSchema(schemaSetupClient(db));
  const source =
    config.NEXAR_CLIENT_ID && config.NEXAR_CLIENT_SECRET
      ? new NexarPartsSource({ clientId: config.NEXAR_CLIENT_ID, clientSecret: config.NEXAR_CLIENT_SECRET, identityUrl: config.NEXAR_IDENTITY_URL, apiUrl: config.NEXAR_API_URL })
      : new OfflinePartsCatalogue();
  return new PartsCatalogue(db, source);
}
