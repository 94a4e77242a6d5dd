import { MAX_GERBER_JOB_NESTING, parseGerberJob, readSentGerberJob } from './gerber-job';

describe('a Gerber job a person sends', () => {
  test('given an empty object, when read, then it is refused with the reader\'s message naming what is missing', () => {
    expect(() => readSentGerberJob('{}')).toThrow(/^Failed to read Gerber Job JSON: it holds none of Header, GeneralSpecs/);
  });

  test('given objects nested 200,000 levels deep, when read, then it is refused before parsing', () => {
    const deep = '{"a":'.repeat(200_000) + '1' + '}'.repeat(200_000);
    expect(() => readSentGerberJob(deep)).toThrow(`Failed to read Gerber Job JSON: it is nested deeper than ${MAX_GERBER_JOB_NESTING} levels`);
    expect(() => parseGerberJob('['.repeat(MAX_GERBER_JOB_NESTING + 1))).toThrow(/nested deeper/);
  });

  test('given brackets inside strings, then they do not count as nesting', () => {
    const job = readSentGerberJob(JSON.stringify({ Header: { Comment: '{'.repeat(100) }, GeneralSpecs: { Size: { X: 10, Y: 20 } } }));
    expect(job.generalSpecs.size).toEqual({ x: 10, y: 20 });
  });
});
