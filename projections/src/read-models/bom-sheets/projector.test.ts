import { bomSheetStreamId, feedbackStreamId, type BomSheetRow, type DomainEvent } from '@pcbm/domain';
import { on, openProjectionSpec, type ProjectionSpec } from '../../testing/projection-spec';
import { bomSheetProjector } from './projector';
import { findBomSheet, unclaimedSheetsBefore } from './queries';

const at = '2026-03-02T09:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';
const rows: BomSheetRow[] = [{ quantity: 2, designators: ['R1', 'R2'], manufacturer: 'Yageo', mpn: 'RC0603FR-0710KL', package: '0603', description: 'Resistor', electricValue: '10k' }];
const edited: BomSheetRow[] = [{ ...rows[0], quantity: 3, designators: ['R1', 'R2', 'R3'] }];
const formatted = (sheetId: string, ownerId: string | null): DomainEvent => ({
  type: 'BomSheetFormatted',
  data: { sheetId, ownerId, original: { fileId: `file-${sheetId}`, filename: 'board_bom.csv' }, rows, occurredAt: at },
});

describe('BOM sheet projector', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  test('given a sheet formatted without signing in, when the projector handles it, then the sheet has no owner and its rows', async () => {
    await spec.given(on(bomSheetStreamId('s1'), formatted('s1', null))).when(bomSheetProjector);
    expect(await findBomSheet(spec.db, 's1')).toEqual({
      id: 's1',
      ownerId: null,
      original: { fileId: 'file-s1', filename: 'board_bom.csv' },
      rows,
      createdOn: new Date(at),
      updatedOn: new Date(at),
    });
  });

  test('given a sheet claimed and edited, when the projector handles it in one batch, then it shows the owner, the new rows and when it changed', async () => {
    await spec
      .given(
        on(bomSheetStreamId('s1'), formatted('s1', null)),
        on(bomSheetStreamId('s1'), { type: 'BomSheetClaimed', data: { sheetId: 's1', ownerId: 'user-1', occurredAt: later } }),
        on(bomSheetStreamId('s1'), { type: 'BomSheetRowsEdited', data: { sheetId: 's1', rows: edited, occurredAt: later } }),
      )
      .when(bomSheetProjector);
    expect(await findBomSheet(spec.db, 's1')).toMatchObject({ ownerId: 'user-1', rows: edited, createdOn: new Date(at), updatedOn: new Date(later) });
  });

  test('given a stored sheet, when a later batch claims it, then the stored sheet is changed', async () => {
    await spec.given(on(bomSheetStreamId('s1'), formatted('s1', null))).when(bomSheetProjector);
    await spec.given(on(bomSheetStreamId('s1'), { type: 'BomSheetClaimed', data: { sheetId: 's1', ownerId: 'user-2', occurredAt: later } })).when(bomSheetProjector);
    expect(await findBomSheet(spec.db, 's1')).toMatchObject({ ownerId: 'user-2', rows });
  });

  test('given a sheet handled twice, then it is there once; given a stream of another category, then it is ignored', async () => {
    const history = spec.given(on(bomSheetStreamId('s1'), formatted('s1', 'user-1')), on(feedbackStreamId('s2'), formatted('s2', null)));
    await history.when(bomSheetProjector);
    await history.when(bomSheetProjector);
    expect((await spec.db.query('select sheet_id from bom_sheets')).rows).toEqual([{ sheet_id: 's1' }]);
  });

  test('given two sheets of nobody, when one expires, then only that one is gone and the other is still due', async () => {
    await spec
      .given(
        on(bomSheetStreamId('s1'), formatted('s1', null)),
        on(bomSheetStreamId('s2'), formatted('s2', null)),
        on(bomSheetStreamId('s1'), { type: 'BomSheetExpired', data: { sheetId: 's1', originalFileId: 'file-s1', occurredAt: later } }),
      )
      .when(bomSheetProjector);
    expect(await findBomSheet(spec.db, 's1')).toBeNull();
    expect(await unclaimedSheetsBefore(spec.db, new Date(later), 10)).toEqual([{ sheetId: 's2', originalFileId: 'file-s2' }]);
    expect(await unclaimedSheetsBefore(spec.db, new Date(at), 10)).toEqual([]);
  });

  test('given sheets, when the projector is reset, then none remain', async () => {
    await spec.given(on(bomSheetStreamId('s1'), formatted('s1', null))).when(bomSheetProjector);
    await spec.db.transaction((tx) => bomSheetProjector.reset(tx));
    expect(await findBomSheet(spec.db, 's1')).toBeNull();
  });
});
