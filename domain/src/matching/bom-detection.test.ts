import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTable } from '../tables';
import { assignedHeaders, bomComponents, capabilitySearchInputSchema, keywordColumns, mpnCandidates, partQueriesOf, withMpnColumn } from '.';

const FIXTURES = join(__dirname, '../../../fixtures/pcb');
const fixture = (path: string) => readTable({ name: 'bom.csv', bytes: readFileSync(join(FIXTURES, path)) }).rows;

describe('BOM detection', () => {
  test('given the EasyEDA parts list, when its headers are matched by keyword, then MPN, manufacturer and designators are assigned and each MPN is asked once', () => {
    const [headers, ...rows] = fixture('simplefocmini-easyeda/BOM_simplefocmini_2024-04-26.csv');
    const columns = keywordColumns(headers);
    expect(assignedHeaders(headers, columns).filter((h) => h.kind !== null).map((h) => [h.name, h.kind])).toEqual(
      expect.arrayContaining([['Designator', 'designator'], ['Manufacturer Part', 'mpn'], ['Manufacturer', 'manufacturer'], ['Quantity', 'quantity'], ['Footprint', 'package']]),
    );
    expect(mpnCandidates(headers, rows, columns)).toEqual([]);
    const queries = partQueriesOf(bomComponents(headers, rows, columns));
    expect(queries.map((q) => q.mpn)).toEqual(['19-213/Y2C-CQ2R2L/3T(CY)', '0603WAF4701T5E', 'VT1V101M-CRE77', 'CL10B104KB8NNNC', 'CC0603ZRY5V6BB474', 'DRV8313PWPR']);
    expect(queries[3]).toEqual({ mpn: 'CL10B104KB8NNNC', manufacturer: 'SAMSUNG' });
  });

  test('given headers without an MPN keyword, when detected, then the unrecognised columns are offered to the parts database', () => {
    const headers = ['Ref', 'Teil', 'Anzahl'];
    const rows = [['R1', 'CL10B104KB8NNNC', '1'], ['R2', 'N/A', '1'], ['U1', 'DRV8313PWPR', '1']];
    const columns = keywordColumns(headers);
    expect(mpnCandidates(headers, rows, columns)).toEqual([{ column: 1, cells: ['CL10B104KB8NNNC', 'DRV8313PWPR'] }]);
    const components = bomComponents(headers, rows, withMpnColumn(columns, 1));
    expect(partQueriesOf(components).map((q) => q.mpn)).toEqual(['CL10B104KB8NNNC', 'DRV8313PWPR']);
  });

  test('given generic rows and alternatives, when the part numbers are gathered, then generic rows are left out and alternatives asked too', () => {
    const headers = ['Designator', 'MPN', 'Alternative MPN 1', 'Generic'];
    const rows = [['C1', 'CL10B104KB8NNNC', 'CC0603ZRY5V6BB474', ''], ['R1', '10k 0603', '', 'yes']];
    expect(partQueriesOf(bomComponents(headers, rows, keywordColumns(headers))).map((q) => q.mpn)).toEqual(['CL10B104KB8NNNC', 'CC0603ZRY5V6BB474']);
  });
});

describe('capability search input', () => {
  test('given any IPC class, when checked, then matching uses CLASS1; defaults fill services, certificates and components', () => {
    const input = capabilitySearchInputSchema.parse({ orderType: 'PROTOTYPE', boardSize: { long: 10, short: 10, height: 1.6 }, pcbQuantity: 5, ipcClass: 'CLASS3' });
    expect(input).toMatchObject({ ipcClass: 'CLASS1', certificates: [], services: { required: [], optional: [] }, components: [], doubleSidedSMT: false });
  });

  test('given a zero board quantity, when checked, then it is refused', () => {
    expect(capabilitySearchInputSchema.safeParse({ orderType: 'PROTOTYPE', boardSize: { long: 10, short: 10, height: 1.6 }, pcbQuantity: 0 }).success).toBe(false);
  });
});
