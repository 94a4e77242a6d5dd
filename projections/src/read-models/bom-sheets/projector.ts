import { BOM_SHEET_EVENTS, domainEventOf, isEventOf, isStreamOf } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODEL_BATCHES_PER_COMMIT } from '../batches-per-commit';
import { READ_MODELS } from '../read-model-names';
import { table, TableBatch } from '../table-batch';
import { eventsOfStreams } from '../../stream-events';

interface SheetRow {
  sheet_id: string;
  owner_id: string | null;
  original_file_id: string;
  original_filename: string;
  /** The rows as JSON text. */
  rows: string;
  created_on: string | Date;
  updated_on: string | Date;
}

const sheets = table<SheetRow>(
  'bom_sheets',
  { sheet_id: 'text', owner_id: 'text', original_file_id: 'text', original_filename: 'text', rows: 'jsonb', created_on: 'timestamptz', updated_on: 'timestamptz' },
  ['sheet_id'],
  ['owner_id', 'rows', 'updated_on'],
);

/** The BOM formatter's sheets as their pages show them. */
export const bomSheetProjector: EventProcessor = {
  name: READ_MODELS.bomSheets,
  batchesPerCommit: READ_MODEL_BATCHES_PER_COMMIT,
  handles: eventsOfStreams('bomSheet'),
  handle(event: RecordedEvent, tx: SqlClient) {
    return this.handleBatch!([event], tx);
  },
  async handleBatch(events: readonly RecordedEvent[], tx: SqlClient) {
    const batch = new TableBatch(sheets);
    for (const event of events) {
      if (!isStreamOf(event.streamId, 'bomSheet')) continue;
      const stored = domainEventOf(event);
      if (!isEventOf(BOM_SHEET_EVENTS, stored)) continue;
      const { type, data } = stored;
      if (type === 'BomSheetFormatted') {
        batch.insert({
          sheet_id: data.sheetId,
          owner_id: data.ownerId,
          original_file_id: data.original.fileId,
          original_filename: data.original.filename,
          rows: JSON.stringify(data.rows),
          created_on: data.occurredAt,
          updated_on: data.occurredAt,
        });
      } else if (type === 'BomSheetClaimed') {
        batch.update({ sheet_id: data.sheetId }, (row) => ({ ...row, owner_id: data.ownerId, updated_on: data.occurredAt }));
      } else if (type === 'BomSheetRowsEdited') {
        batch.update({ sheet_id: data.sheetId }, (row) => ({ ...row, rows: JSON.stringify(data.rows), updated_on: data.occurredAt }));
      } else if (type === 'BomSheetExpired') {
        batch.remove({ sheet_id: data.sheetId });
      }
    }
    await batch.write(tx);
  },
  async reset(tx: SqlClient) {
    await tx.query('delete from bom_sheets');
  },
};
