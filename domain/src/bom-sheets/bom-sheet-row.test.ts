import { bomSheetRowSchema, bomSheetRowsSchema, type BomSheetRow } from './bom-sheet-row';

const row: BomSheetRow = { quantity: 2, designators: ['R1', 'R2'], manufacturer: 'Yageo', mpn: 'RC0603FR-0710KL', package: '0603', description: 'Resistor', electricValue: '10k' };
const problemsOf = (value: unknown) => {
  const parsed = bomSheetRowSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('the rows of a sheet', () => {
  it('given a row as the formatter makes it, then it is accepted and its texts come back trimmed', () => {
    expect(bomSheetRowSchema.parse({ ...row, manufacturer: '  Yageo ', designators: [' R1 ', 'R2'] })).toEqual(row);
  });

  it('given a quantity that is not a whole number from 1 to 100,000, then it is refused', () => {
    for (const quantity of [0, -1, 1.5, 100_001]) expect(problemsOf({ ...row, quantity })).toEqual(['quantity']);
    expect(problemsOf({ ...row, quantity: 100_000 })).toEqual([]);
  });

  it('given designators that are not letters and digits, too long or too many, then they are refused', () => {
    expect(problemsOf({ ...row, designators: ['R1', '1R'] })).toEqual(['designators.1']);
    expect(problemsOf({ ...row, designators: [`R${'1'.repeat(50)}`] })).toEqual(['designators.0']);
    expect(problemsOf({ ...row, designators: Array.from({ length: 2001 }, (_, i) => `R${i + 1}`) })).toEqual(['designators']);
    expect(problemsOf({ ...row, designators: [] })).toEqual([]);
  });

  it('given texts over their length or with control characters, then they are refused; a description may be long and hold lines', () => {
    expect(problemsOf({ ...row, mpn: 'X'.repeat(101), manufacturer: 'A\u0000B', package: 'P'.repeat(101), electricValue: 'v\u202E' })).toEqual(['manufacturer', 'mpn', 'package', 'electricValue']);
    expect(problemsOf({ ...row, description: `${'d'.repeat(2000)}\nsecond line` })).toEqual([]);
    expect(problemsOf({ ...row, description: 'd'.repeat(2501) })).toEqual(['description']);
  });

  it('given a sheet of no rows or of 301, then it is refused; 1 to 300 rows are accepted', () => {
    expect(bomSheetRowsSchema.safeParse([]).success).toBe(false);
    expect(bomSheetRowsSchema.safeParse(Array.from({ length: 301 }, () => row)).success).toBe(false);
    expect(bomSheetRowsSchema.safeParse(Array.from({ length: 300 }, () => row)).success).toBe(true);
  });
});
