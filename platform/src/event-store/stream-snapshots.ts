import type { SqlClient } from '../sql/sql-client';

/** A stream's state as of one of its events, stored beside the log so that loading the stream reads only what came after. */
export interface StreamSnapshot {
  /** The stream position of the last event folded into the state. */
  readonly version: number;
  /** That event's global position: a snapshot whose event is not in the log any more (a log restored from elsewhere) is not used. */
  readonly globalPosition: string;
  readonly state: unknown;
}

/**
 * The stored snapshots of streams, one per stream and state shape. A decider names the shape of its state; a process
 * whose code folds its state differently names another shape, so it neither uses nor overwrites a snapshot taken by
 * code that folded differently (during a rolling update both run at once). Only states without personal data are stored
 * here, so erasing a person never has to reach into this table.
 */
export class StreamSnapshots {
  constructor(private readonly db: SqlClient) {}

  async find(streamId: string, shape: string): Promise<StreamSnapshot | undefined> {
    const { rows } = await this.db.query<{ version: string; global_position: string; state: unknown }>(
      'select version, global_position::text as global_position, state from stream_snapshots where stream_id = $1 and shape = $2',
      [streamId, shape],
      { name: 'stream_snapshot_find' },
    );
    const [row] = rows;
    return row ? { version: Number(row.version), globalPosition: row.global_position, state: row.state } : undefined;
  }

  /** Stores the snapshot unless one at a later version is stored already (another process got further). */
  async save(streamId: string, shape: string, snapshot: StreamSnapshot): Promise<void> {
    await this.db.query(
      `insert into stream_snapshots (stream_id, shape, version, global_position, state) values ($1, $2, $3, $4, $5)
       on conflict (stream_id, shape) do update set version = excluded.version, global_position = excluded.global_position,
         state = excluded.state, taken_at = now()
       where stream_snapshots.version < excluded.version`,
      [streamId, shape, snapshot.version, snapshot.globalPosition, JSON.stringify(snapshot.state)],
      { name: 'stream_snapshot_save' },
    );
  }
}
