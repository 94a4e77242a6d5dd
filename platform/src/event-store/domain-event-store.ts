import { CURRENT_EVENT_VERSIONS, isDomainEventType, personalDataFields, upcast } from '@pcbm/domain';
import type { PersonalDataVault } from '../personal-data/personal-data-vault';
import type { SqlClient } from '../sql/sql-client';
import type { AppendResult, EventStore, ExpectedVersion, NewEvent, RecordedEvent, StreamAppend } from './event-store';
import type { LogPosition } from './position';
import { assertStorableEvents } from './storable-payload';

/**
 * The event store as the product uses it: personal data is encrypted on the way in, and every
 * event read comes back decrypted (or shown as erased) and upcast to its current shape, so
 * aggregates, projectors and auditors only ever see current shapes.
 */
export class DomainEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly db: SqlClient,
  ) {}

  async append(streamId: string, events: readonly NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    return this.inner.append(streamId, await this.protect(this.db, streamId, events), expectedVersion);
  }

  async appendInTransaction(tx: SqlClient, streamId: string, events: readonly NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    return this.inner.appendInTransaction(tx, streamId, await this.protect(tx, streamId, events), expectedVersion);
  }

  async appendToStreamsInTransaction(tx: SqlClient, appends: readonly StreamAppend[], expectedVersion: 'any' | 0): Promise<string[]> {
    const protectedAppends: StreamAppend[] = [];
    for (const { streamId, events } of appends) protectedAppends.push({ streamId, events: await this.protect(tx, streamId, events) });
    return this.inner.appendToStreamsInTransaction(tx, protectedAppends, expectedVersion);
  }

  async readStream(streamId: string, fromVersion?: number, db: SqlClient = this.db): Promise<RecordedEvent[]> {
    return this.current(db, await this.inner.readStream(streamId, fromVersion, db));
  }

  async readAll(after: LogPosition, limit: number, db: SqlClient = this.db, wanted?: (event: RecordedEvent) => boolean): Promise<RecordedEvent[]> {
    const events = await this.inner.readAll(after, limit, db);
    if (!wanted) return this.current(db, events);
    // Only the wanted events are decrypted and upcast; the others keep their place in the batch as stored.
    const current = await this.current(db, events.filter(wanted));
    let next = 0;
    return events.map((event) => (wanted(event) ? current[next++] : event));
  }

  /**
   * Checks the events before the vault seals anything, so a refused append leaves no key behind either, then seals
   * their personal data one after another: `db` may be the one connection of a transaction, and the events of one
   * append share the keys looked up for the first of them.
   */
  private async protect(db: SqlClient, streamId: string, events: readonly NewEvent[]): Promise<NewEvent[]> {
    assertStorableEvents(streamId, events);
    const keys = new Map<string, Buffer | null>();
    const sealed: NewEvent[] = [];
    for (const event of events) {
      sealed.push({ ...event, data: await this.vault.protect(db, event.data, personalDataFields(event.type, event.data, event.metadata.actor ?? {}), keys) });
    }
    return sealed;
  }

  private async current(db: SqlClient, events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
    const revealed = await this.vault.reveal(db, events.map((event) => event.data));
    return events.map((event, index) => {
      if (!isDomainEventType(event.type)) return { ...event, data: revealed[index] };
      const { data } = upcast(event.type, event.schemaVersion, revealed[index]);
      return { ...event, data, storedSchemaVersion: event.schemaVersion, schemaVersion: CURRENT_EVENT_VERSIONS[event.type] };
    });
  }
}
