import { ensureFileStoreSchema, ensureProductEventStoreSchema, type SqlClient } from '@pcbm/platform';
import { ensureNotificationSchema, ensureReadModelSchema } from '@pcbm/projections';

/** The tables of the log, the stored files, the read models and the mail, as every process of the product needs them. */
export async function ensureProductSchema(db: SqlClient): Promise<void> {
  await ensureProductEventStoreSchema(db);
  await ensureFileStoreSchema(db);
  await ensureReadModelSchema(db);
  await ensureNotificationSchema(db);
}
