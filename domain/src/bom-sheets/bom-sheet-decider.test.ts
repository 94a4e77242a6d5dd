import { ErrorCode } from '../errors';
import { given } from '../testing/decider-spec';
import type { BomSheetEvent } from './bom-sheet-events';
import { bomSheetDecider, type BomSheetCommand } from './bom-sheet-decider';
import type { BomSheetRow } from './bom-sheet-row';

const NOW = '2026-11-26T10:00:00.000Z';
const at = { now: NOW };
const row = (n: number): BomSheetRow => ({ quantity: 1, designators: [`R${n}`], manufacturer: 'Yageo', mpn: `RC0603FR-07${n}KL`, package: '0603', description: 'Resistor', electricValue: `${n}k` });
const rows = [row(1), row(2)];
const original = { fileId: 'file-1', filename: 'board_bom.csv' };
const format = (ownerId: string | null, sheetRows = rows): BomSheetCommand => ({ type: 'FormatSheet', sheetId: 's-1', ownerId, original, rows: sheetRows });
const formatted = (ownerId: string | null): BomSheetEvent => ({ type: 'BomSheetFormatted', data: { sheetId: 's-1', ownerId, original, rows, occurredAt: NOW } });
const claimed = (ownerId: string): BomSheetEvent => ({ type: 'BomSheetClaimed', data: { sheetId: 's-1', ownerId, occurredAt: NOW } });
const edited = [{ ...row(1), quantity: 2, designators: ['R1', 'R7'] }];

describe('BOM formatter sheets', () => {
  describe('formatting', () => {
    it('given nothing, when a parts list is formatted without signing in, then the sheet is formatted with nobody as owner', () => {
      given(bomSheetDecider).when(format(null), at).then([formatted(null)]);
    });

    it('given nothing, when a signed-in person formats a parts list, then the sheet is theirs at once', () => {
      given(bomSheetDecider).when(format('user-1'), at).then([formatted('user-1')]);
    });

    it('given a formatted sheet, when the same sheet is formatted again, then nothing more is recorded', () => {
      given(bomSheetDecider, formatted(null)).when(format('user-1'), at).then([]);
    });

    it('given nothing, when a list without components is formatted, then it is refused as unreadable', () => {
      given(bomSheetDecider).when(format(null, []), at).thenRefuses(ErrorCode.BOM_SHEET_UNREADABLE);
    });

    it('given nothing, when a list of 301 components is formatted, then it is refused with the count', () => {
      const many = Array.from({ length: 301 }, (_, i) => row(i + 1));
      given(bomSheetDecider).when(format(null, many), at).thenRefuses(ErrorCode.BOM_SHEET_TOO_MANY_COMPONENTS, { components: 301, max: 300 });
    });
  });

  describe('claiming', () => {
    it('given a sheet of nobody, when a signed-in person claims it, then it becomes theirs', () => {
      given(bomSheetDecider, formatted(null)).when({ type: 'ClaimSheet', ownerId: 'user-1' }, at).then([claimed('user-1')]);
    });

    it('given a claimed sheet, when its owner claims it again, then nothing more is recorded', () => {
      given(bomSheetDecider, formatted(null), claimed('user-1')).when({ type: 'ClaimSheet', ownerId: 'user-1' }, at).then([]);
      given(bomSheetDecider, formatted('user-1')).when({ type: 'ClaimSheet', ownerId: 'user-1' }, at).then([]);
    });

    it('given a claimed sheet, when someone else claims it, then they are told it does not exist', () => {
      given(bomSheetDecider, formatted(null), claimed('user-1')).when({ type: 'ClaimSheet', ownerId: 'user-2' }, at).thenRefuses(ErrorCode.MISSING_RESOURCE);
      given(bomSheetDecider, formatted('user-1')).when({ type: 'ClaimSheet', ownerId: 'user-2' }, at).thenRefuses(ErrorCode.MISSING_RESOURCE);
    });

    it('given no sheet, when it is claimed, then it is not found', () => {
      given(bomSheetDecider).when({ type: 'ClaimSheet', ownerId: 'user-1' }, at).thenRefuses(ErrorCode.MISSING_RESOURCE);
    });
  });

  describe('editing rows', () => {
    it('given a sheet of its owner, when the owner edits the rows, then the new rows are recorded', () => {
      given(bomSheetDecider, formatted(null), claimed('user-1'))
        .when({ type: 'EditSheetRows', editorId: 'user-1', rows: edited }, at)
        .then([{ type: 'BomSheetRowsEdited', data: { sheetId: 's-1', rows: edited, occurredAt: NOW } }]);
    });

    it('given a sheet of another person or of nobody, when someone edits it, then only the owner may', () => {
      given(bomSheetDecider, formatted('user-1')).when({ type: 'EditSheetRows', editorId: 'user-2', rows: edited }, at).thenRefuses(ErrorCode.USER_NOT_AUTHORIZED);
      given(bomSheetDecider, formatted(null)).when({ type: 'EditSheetRows', editorId: 'user-2', rows: edited }, at).thenRefuses(ErrorCode.USER_NOT_AUTHORIZED);
    });

    it('given no sheet, when rows are edited, then it is not found', () => {
      given(bomSheetDecider).when({ type: 'EditSheetRows', editorId: 'user-1', rows: edited }, at).thenRefuses(ErrorCode.MISSING_RESOURCE);
    });

    it('given a sheet of its owner, when the owner leaves no row or more than 300, then it is refused', () => {
      given(bomSheetDecider, formatted('user-1')).when({ type: 'EditSheetRows', editorId: 'user-1', rows: [] }, at).thenRefuses(ErrorCode.INVALID_INPUT);
      const many = Array.from({ length: 301 }, (_, i) => row(i + 1));
      given(bomSheetDecider, formatted('user-1')).when({ type: 'EditSheetRows', editorId: 'user-1', rows: many }, at).thenRefuses(ErrorCode.BOM_SHEET_TOO_MANY_COMPONENTS);
    });

    it('given a claim and an edit, then the state knows the owner and nothing of the rows', () => {
      expect(given(bomSheetDecider, formatted(null), claimed('user-1'), { type: 'BomSheetRowsEdited', data: { sheetId: 's-1', rows: edited, occurredAt: NOW } }).state).toEqual({ sheetId: 's-1', ownerId: 'user-1', formattedAt: NOW, originalFileId: 'file-1', expired: false });
    });
  });

  describe('expiry of sheets nobody claimed', () => {
    const eightDaysLater = { now: '2026-12-04T10:00:00.000Z' };
    const sixDaysLater = { now: '2026-12-02T10:00:00.000Z' };
    const expired: BomSheetEvent = { type: 'BomSheetExpired', data: { sheetId: 's-1', originalFileId: 'file-1', occurredAt: eightDaysLater.now } };

    it('given a sheet of nobody formatted 8 days ago, when sheets expire, then it expires with its original', () => {
      given(bomSheetDecider, formatted(null)).when({ type: 'ExpireSheet' }, eightDaysLater).then([expired]);
    });

    it('given a sheet of nobody formatted 6 days ago, or a claimed one, when sheets expire, then it stays', () => {
      given(bomSheetDecider, formatted(null)).when({ type: 'ExpireSheet' }, sixDaysLater).then([]);
      given(bomSheetDecider, formatted(null), claimed('user-1')).when({ type: 'ExpireSheet' }, eightDaysLater).then([]);
      given(bomSheetDecider, formatted('user-1')).when({ type: 'ExpireSheet' }, eightDaysLater).then([]);
    });

    it('given an expired sheet, when it is claimed or edited or expires again, then it is not found or nothing happens', () => {
      given(bomSheetDecider, formatted(null), expired).when({ type: 'ClaimSheet', ownerId: 'user-1' }, eightDaysLater).thenRefuses(ErrorCode.MISSING_RESOURCE);
      given(bomSheetDecider, formatted(null), expired).when({ type: 'EditSheetRows', editorId: 'user-1', rows: edited }, eightDaysLater).thenRefuses(ErrorCode.MISSING_RESOURCE);
      given(bomSheetDecider, formatted(null), expired).when({ type: 'ExpireSheet' }, eightDaysLater).then([]);
    });
  });
});
