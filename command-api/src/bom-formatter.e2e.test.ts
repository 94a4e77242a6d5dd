import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { read } from '@e965/xlsx';
import { KICAD_FIXTURE } from './testing/design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse, type UploadedFile } from './testing/graphql-client';
import { pngImage } from './testing/images';
import { startTestServer, type TestServer } from './testing/test-server';

type Row = { index: number; quantity: number; designators: string[]; manufacturer: string; mpn: string; package: string; description: string; electricValue: string };
type Sheet = { id: string; filename: string; rows: Row[]; rowCount: number; preview: boolean; owned: boolean; claimable: boolean };
type ExportFile = { filename: string; mediaType: string; data: string };

const SHEET = 'id filename rows { index quantity designators manufacturer mpn package description electricValue } rowCount preview owned claimable';
const FILE = 'filename mediaType data';
const KICAD_BOM = new Uint8Array(readFileSync(join(KICAD_FIXTURE, 'interface-brain_bom_jlc.csv')));
const EASYEDA_BOM = new Uint8Array(readFileSync(join(KICAD_FIXTURE, '../simplefocmini-easyeda/BOM_simplefocmini_2024-04-26.csv')));
const text = (value: string) => new TextEncoder().encode(value);
const listOf = (components: number) => text(['Designator,Quantity,MPN,Manufacturer', ...Array.from({ length: components }, (_, i) => `R${i + 1},1,RC0603FR-07${i}KL,Yageo`)].join('\r\n'));

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function only<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}
const bytesOf = (file: ExportFile) => new Uint8Array(Buffer.from(file.data, 'base64'));

describe('the BOM formatter', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'customer2', 'producer1', 'admin']) tokens[user] = await signIn(server.url, user);
  }, 60_000);
  afterAll(() => server?.close());

  const format = (file: UploadedFile, token?: string) => graphqlUpload<Record<string, Sheet>>(server.url, `mutation ($f: Upload!) { formatBomSheet(file: $f) { ${SHEET} } }`, { f: null }, { 'variables.f': file }, token);
  const sheet = (sheetId: string, token?: string) => graphql<Record<string, Sheet>>(server.url, `query ($s: ID!) { bomSheet(sheetId: $s) { ${SHEET} } }`, { s: sheetId }, token);
  const claim = (sheetId: string, token?: string) => graphql<Record<string, Sheet>>(server.url, `mutation ($s: ID!) { claimBomSheet(sheetId: $s) { ${SHEET} } }`, { s: sheetId }, token);
  const update = (sheetId: string, rows: unknown[], token?: string) =>
    graphql<Record<string, Sheet>>(server.url, `mutation ($s: ID!, $r: [BomSheetRowInput!]!) { updateBomSheetRows(sheetId: $s, rows: $r) { ${SHEET} } }`, { s: sheetId, r: rows }, token);
  const exported = (sheetId: string, format: string | null, token?: string) =>
    graphql<Record<string, ExportFile>>(server.url, `query ($s: ID!, $f: ExportFormat) { exportBomSheet(sheetId: $s, format: $f) { ${FILE} } }`, { s: sheetId, f: format }, token);
  const original = (sheetId: string, token?: string) => graphql<Record<string, ExportFile>>(server.url, `query ($s: ID!) { originalBomSheet(sheetId: $s) { ${FILE} } }`, { s: sheetId }, token);
  const stored = async () => {
    const db = server.system.services.db;
    const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);
    return {
      events: await count("select count(*)::text as n from events where stream_id like 'bomSheet-%'"),
      files: await count("select count(*)::text as n from stored_files where kind = 'original_bom'"),
      sheets: await count('select count(*)::text as n from bom_sheets'),
    };
  };
  const editable = (rows: Row[]) => rows.map(({ index: _index, ...row }) => row);

  describe('a sheet formatted without signing in, then claimed', () => {
    let sheetId: string;

    test('given the KiCad parts list of a real board, when it is formatted signed out, then the first 3 rows are shown as a preview of all 9', async () => {
      const formatted = only(await format({ name: 'interface-brain_bom_jlc.csv', bytes: KICAD_BOM, type: 'text/csv' }));
      sheetId = formatted.id;
      expect(formatted).toMatchObject({ filename: 'interface-brain_bom_jlc.csv', rowCount: 9, preview: true, owned: false, claimable: false });
      expect(formatted.rows.map((row) => row.index)).toEqual([1, 2, 3]);
      expect(formatted.rows[0]).toMatchObject({ quantity: 37, electricValue: '100nF', package: 'C_0402_1005Metric' });
      expect(formatted.rows[0].designators.slice(0, 2)).toEqual(['C1', 'C2']);
      expect(only(await sheet(sheetId))).toMatchObject({ rowCount: 9, preview: true });
    });

    test('given the sheet of nobody, then a signed-in person sees every row before claiming it, and may not download it yet', async () => {
      expect(only(await sheet(sheetId, tokens.customer2))).toMatchObject({ rows: expect.any(Array), rowCount: 9, preview: false, owned: false, claimable: true });
      expect(codeOf(await exported(sheetId, null, tokens.customer2))).toBe('USER_NOT_AUTHORIZED');
      expect(codeOf(await claim(sheetId))).toBe('UNAUTHENTICATED');
    });

    test('when customer1 claims it, then it is theirs with every row; claiming again changes nothing', async () => {
      const claimed = only(await claim(sheetId, tokens.customer1));
      expect(claimed).toMatchObject({ id: sheetId, rowCount: 9, preview: false, owned: true, claimable: false });
      expect(claimed.rows).toHaveLength(9);
      const { events } = await stored();
      expect(only(await claim(sheetId, tokens.customer1))).toMatchObject({ owned: true });
      expect((await stored()).events).toBe(events);
    });

    test('given the claimed sheet, then customer2 and signed-out callers are told it does not exist, and an admin sees it', async () => {
      for (const response of [await sheet(sheetId, tokens.customer2), await claim(sheetId, tokens.customer2), await sheet(sheetId), await exported(sheetId, null, tokens.customer2), await original(sheetId, tokens.customer2)]) {
        expect(codeOf(response)).toBe('MISSING_RESOURCE');
        expect(response.errors![0].message).toBe('The sheet was not found.');
      }
      expect(codeOf(await update(sheetId, [{ quantity: 1, designators: ['R1'], manufacturer: '', mpn: '', package: '', description: '', electricValue: '' }], tokens.customer2))).toBe('MISSING_RESOURCE');
      // An admin sees another's sheet but cannot make it theirs; the page does not try.
      expect(only(await sheet(sheetId, tokens.admin))).toMatchObject({ rowCount: 9, owned: false, claimable: false });
      expect(codeOf(await sheet('no-such-sheet', tokens.customer1))).toBe('MISSING_RESOURCE');
    });

    test('when the owner edits the rows, then the sheet reads back with them; rows the sheet rules refuse change nothing', async () => {
      const rows = editable(only(await sheet(sheetId, tokens.customer1)).rows);
      const changed = [{ ...rows[0], quantity: 38, designators: [...rows[0].designators, 'C99'], manufacturer: 'Samsung' }, ...rows.slice(2)];
      expect(only(await update(sheetId, changed, tokens.customer1))).toMatchObject({ rowCount: 8, owned: true });
      const readBack = only(await sheet(sheetId, tokens.customer1));
      expect(editable(readBack.rows)).toEqual(changed);
      const before = await stored();
      const refused = await update(sheetId, [{ ...changed[0], quantity: 0, designators: ['not a designator'] }], tokens.customer1);
      expect(codeOf(refused)).toBe('INVALID_INPUT');
      expect(refused.errors![0].extensions!.details).toMatchObject({ problems: expect.arrayContaining([expect.objectContaining({ field: '0.quantity' })]) });
      expect(codeOf(await update(sheetId, [], tokens.customer1))).toBe('INVALID_INPUT');
      expect(await stored()).toEqual(before);
      expect(editable(only(await sheet(sheetId, tokens.customer1)).rows)).toEqual(changed);
    });

    test('when the owner downloads it as CSV, then it starts with the byte-order mark and the English header, named after the upload', async () => {
      const file = only(await exported(sheetId, 'CsvComma', tokens.customer1));
      expect(file.filename).toBe('interface-brain_bom_jlc_formatted.csv');
      const bytes = bytesOf(file);
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
      expect(lines[0]).toBe('#,Quantity,Designator,Manufacturer,MPN,Package,Description,Electric value');
      expect(lines[1]).toMatch(/^1,38,"C1, C2, .*C99",Samsung,/);
    });

    test('when the owner downloads it as Excel, then it is a workbook (a zip) with the same rows', async () => {
      const file = only(await exported(sheetId, 'Excel', tokens.customer1));
      expect(file.filename).toBe('interface-brain_bom_jlc_formatted.xlsx');
      const bytes = bytesOf(file);
      expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
      const book = read(bytes, { type: 'array' });
      const first = book.Sheets[book.SheetNames[0]];
      expect(first.A1.v).toBe('#');
      expect(first.B2.v).toBe(38);
    });

    test('when the owner asks for the original, then it is the uploaded file byte for byte', async () => {
      const file = only(await original(sheetId, tokens.customer1));
      expect(file.filename).toBe('interface-brain_bom_jlc.csv');
      expect(Buffer.from(bytesOf(file)).equals(Buffer.from(KICAD_BOM))).toBe(true);
    });
  });

  test('given a signed-in person whose language is German, when they format the EasyEDA parts list, then it is theirs at once and downloads with the German header', async () => {
    const formatted = only(await format({ name: 'BOM_simplefocmini_2024-04-26.csv', bytes: EASYEDA_BOM }, tokens.producer1));
    expect(formatted).toMatchObject({ preview: false, owned: true });
    expect(formatted.rows.length).toBe(formatted.rowCount);
    expect(formatted.rows.find((row) => row.designators.includes('U1'))).toMatchObject({ mpn: 'DRV8313PWPR', manufacturer: 'Texas Instruments' });
    const file = only(await exported(formatted.id, 'CsvSemicolon', tokens.producer1));
    const header = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytesOf(file)).split('\r\n')[0];
    expect(header).toBe('\uFEFF#;Menge;Bezeichner;Hersteller;MPN;Gehäuse;Beschreibung;Elektrischer Wert');
    expect(codeOf(await sheet(formatted.id))).toBe('MISSING_RESOURCE');
  });

  describe('files the formatter refuses, with nothing stored', () => {
    let before: Awaited<ReturnType<typeof stored>>;
    beforeAll(async () => {
      before = await stored();
    });
    afterAll(async () => {
      expect(await stored()).toEqual(before);
    });

    test('given a list of 301 components, then it is refused with the count', async () => {
      const refused = await format({ name: 'long_bom.csv', bytes: listOf(301) }, tokens.customer1);
      expect(codeOf(refused)).toBe('BOM_SHEET_TOO_MANY_COMPONENTS');
      expect(refused.errors![0].message).toBe('The file holds 301 components; the free plan formats at most 300 per file.');
    });

    test('given a PNG image renamed .csv, then it is refused as unreadable', async () => {
      const refused = await format({ name: 'bom.csv', bytes: pngImage(), type: 'text/csv' });
      expect(codeOf(refused)).toBe('BOM_SHEET_UNREADABLE');
      expect(refused.errors![0].message).toBe('There was an error processing your file. Please try again or use the feedback button.');
    });

    test('given a text without a parts list, then it is refused as unreadable', async () => {
      expect(codeOf(await format({ name: 'notes.csv', bytes: text('Dear team,\nplease find the list attached.\n') }, tokens.customer1))).toBe('BOM_SHEET_UNREADABLE');
    });

    test('given another extension, then it is refused as invalid input', async () => {
      const refused = await format({ name: 'interface-brain_bom_jlc.pdf', bytes: KICAD_BOM });
      expect(codeOf(refused)).toBe('INVALID_INPUT');
      expect(refused.errors![0].message).toBe('Only .xlsx, .xls and .csv files can be formatted.');
    });

    test('given a file over 10 MB, then it is refused as invalid input', async () => {
      const large = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41);
      const refused = await format({ name: 'huge_bom.csv', bytes: large }, tokens.customer1);
      expect(codeOf(refused)).toBe('INVALID_INPUT');
      expect(refused.errors![0].message).toBe('The file is larger than 10 MB.');
    });

    test('given no sign-in, then claiming, editing and downloading ask to sign in', async () => {
      expect(codeOf(await update('any', []))).toBe('UNAUTHENTICATED');
      expect(codeOf(await exported('any', null))).toBe('UNAUTHENTICATED');
      expect(codeOf(await original('any'))).toBe('UNAUTHENTICATED');
    });
  });

  test('given 300 components, then every one is formatted', async () => {
    const formatted = only(await format({ name: 'full_bom.csv', bytes: listOf(300) }, tokens.customer2));
    expect(formatted).toMatchObject({ rowCount: 300, owned: true });
    expect(formatted.rows[299]).toMatchObject({ index: 300, designators: ['R300'], mpn: 'RC0603FR-07299KL', manufacturer: 'Yageo' });
  });
});
