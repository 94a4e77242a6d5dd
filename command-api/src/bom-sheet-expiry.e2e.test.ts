import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expireUnclaimedSheets } from './application/bom-sheet-expiry';
import { KICAD_FIXTURE } from './testing/design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse, type UploadedFile } from './testing/graphql-client';
import { startTestServer, type TestServer } from './testing/test-server';

const KICAD_BOM = new Uint8Array(readFileSync(join(KICAD_FIXTURE, 'interface-brain_bom_jlc.csv')));
const DAY = 24 * 60 * 60 * 1000;
type Sheet = { id: string; owned: boolean };
const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function only<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

/** Whether `check` comes true within 10 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** A clock the test moves; it starts at the real time. */
function movableClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), moveBy: (ms: number) => void (offset += ms) };
}

describe('sheets nobody claims', () => {
  const clock = movableClock();
  let server: TestServer;
  let customer1: string;
  beforeAll(async () => {
    server = await startTestServer({}, { clock: clock.now });
    customer1 = await signIn(server.url, 'customer1');
  }, 60_000);
  afterAll(() => server?.close());

  const format = (file: UploadedFile, token?: string) => graphqlUpload<Record<string, Sheet>>(server.url, 'mutation ($f: Upload!) { formatBomSheet(file: $f) { id owned } }', { f: null }, { 'variables.f': file }, token);
  const sheet = (sheetId: string, token?: string) => graphql<Record<string, Sheet>>(server.url, 'query ($s: ID!) { bomSheet(sheetId: $s) { id owned } }', { s: sheetId }, token);
  const originalOf = async (sheetId: string) =>
    (await server.system.services.db.query<{ original_file_id: string }>("select data->'original'->>'fileId' as original_file_id from events where stream_id = $1 and event_type = 'BomSheetFormatted'", [`bomSheet-${sheetId}`])).rows[0]!.original_file_id;
  const bytesKept = async (fileId: string) => server.system.services.files.read(fileId).then(() => true, () => false);

  test('given a sheet of nobody and a claimed one, when 8 days later someone formats a list, then the unclaimed sheet and its original are gone and the claimed one stays', async () => {
    const list = { name: 'interface-brain_bom_jlc.csv', bytes: KICAD_BOM, type: 'text/csv' };
    const unclaimed = only(await format(list));
    const kept = only(await format(list));
    only(await graphql(server.url, 'mutation ($s: ID!) { claimBomSheet(sheetId: $s) { id } }', { s: kept.id }, customer1));
    const unclaimedFile = await originalOf(unclaimed.id);
    expect(await bytesKept(unclaimedFile)).toBe(true);

    // Six days on, a new sheet expires nothing yet.
    clock.moveBy(6 * DAY);
    only(await format(list));
    expect(only(await sheet(unclaimed.id))).toMatchObject({ id: unclaimed.id });

    clock.moveBy(2 * DAY);
    only(await format(list));
    // The expiry runs after the new sheet's answer.
    expect(await eventually(async () => codeOf(await sheet(unclaimed.id)) === 'MISSING_RESOURCE')).toBe(true);
    expect(await eventually(async () => !(await bytesKept(unclaimedFile)))).toBe(true);
    expect(codeOf(await graphql(server.url, 'mutation ($s: ID!) { claimBomSheet(sheetId: $s) { id } }', { s: unclaimed.id }, customer1))).toBe('MISSING_RESOURCE');
    expect(only(await sheet(kept.id, customer1))).toMatchObject({ id: kept.id, owned: true });
    expect(await bytesKept(await originalOf(kept.id))).toBe(true);
    const expired = await server.system.services.db.query<{ n: string }>("select count(*)::text as n from events where event_type = 'BomSheetExpired'");
    expect(Number(expired.rows[0]!.n)).toBe(1);
  });
});

describe('sheets nobody claims, on a quiet site', () => {
  const clock = movableClock();
  let server: TestServer;
  let customer1: string;
  beforeAll(async () => {
    server = await startTestServer({ SHEET_EXPIRY_MS: '1000' }, { clock: clock.now });
    customer1 = await signIn(server.url, 'customer1');
  }, 60_000);
  afterAll(() => server?.close());

  const list = { name: 'interface-brain_bom_jlc.csv', bytes: KICAD_BOM, type: 'text/csv' };
  const format = () => graphqlUpload<Record<string, Sheet>>(server.url, 'mutation ($f: Upload!) { formatBomSheet(file: $f) { id owned } }', { f: null }, { 'variables.f': list });
  const sheet = (sheetId: string, token?: string) => graphql<Record<string, Sheet>>(server.url, 'query ($s: ID!) { bomSheet(sheetId: $s) { id owned } }', { s: sheetId }, token);
  const originalOf = async (sheetId: string) =>
    (await server.system.services.db.query<{ original_file_id: string }>('select original_file_id from bom_sheets where sheet_id = $1', [sheetId])).rows[0]!.original_file_id;

  test('given a sheet of nobody, when its days are over and nobody formats another, then it goes with its original, bytes and metadata', async () => {
    const unclaimed = only(await format());
    const fileId = await originalOf(unclaimed.id);
    clock.moveBy(8 * DAY);
    expect(await eventually(async () => codeOf(await sheet(unclaimed.id)) === 'MISSING_RESOURCE')).toBe(true);
    expect(await eventually(async () => (await server.system.services.files.get(fileId)) === null)).toBe(true);
    await expect(server.system.services.files.read(fileId)).rejects.toThrow();
  });

  test('given a sheet claimed after the expiry found it, when the expiry comes to it, then the sheet and its original stay', async () => {
    const claimed = only(await format());
    only(await graphql(server.url, 'mutation ($s: ID!) { claimBomSheet(sheetId: $s) { id } }', { s: claimed.id }, customer1));
    const fileId = await originalOf(claimed.id);
    // The expiry reads the read model; here it still shows the sheet as nobody's, as it would for a claim a moment old.
    await server.system.services.db.query('update bom_sheets set owner_id = null where sheet_id = $1', [claimed.id]);
    clock.moveBy(8 * DAY);
    await expireUnclaimedSheets(server.system.services);
    expect(await server.system.services.files.get(fileId)).not.toBeNull();
    expect((await server.system.services.files.read(fileId)).byteLength).toBe(KICAD_BOM.byteLength);
    const expired = await server.system.services.db.query<{ n: string }>("select count(*)::text as n from events where event_type = 'BomSheetExpired' and stream_id = $1", [`bomSheet-${claimed.id}`]);
    expect(expired.rows[0]!.n).toBe('0');
  });
});
