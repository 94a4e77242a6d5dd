import { PersonalDataVault } from '../personal-data/personal-data-vault';
import { ensurePersonalDataSchema } from '../personal-data/schema';
import type { SqlClient } from '../sql/sql-client';
import { DomainEventStore } from './domain-event-store';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';

/** Creates the event store's tables and the personal data keys' tables when they are missing. */
export async function ensureProductEventStoreSchema(db: SqlClient): Promise<void> {
  await ensureEventStoreSchema(db);
  await ensurePersonalDataSchema(db);
}

/** The event store every part of the product reads and writes through. */
export function createProductEventStore(db: SqlClient, vault = new PersonalDataVault()): DomainEventStore {
  return new DomainEventStore(new SqlEventStore(db), vault, db);
}
