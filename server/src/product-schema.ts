import { ensureFileStoreSchema, ensureProductEventStoreSchema, schemaSetupClient, type SqlClient } from '@pcbm/platform';
import { ensureNotificationSchema, ensureReadModelSchema } from '@pcbm/projections';

/**
 * The tables of the log, the stored files, the read models and the mail, as every process of the product needs them,
 * set up without holding up the requests of processes already running (`schemaSetupClient`).
 */
export async function ensureProductSchema(db: SqlClient): Promise<void> {
  const setup = schemaSetupClient(db);
  await ensureProductEventStoreSchema(setup);
  await ensureFileStoreSchema(setup);
  await ensureReadModelSchema(setup);
  await ensureNotificationSchema(setup);
}
