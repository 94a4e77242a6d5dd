import { MAX_GERBER_JOB_NESTING, MAX_SENT_GERBER_JOB_BYTES, parseGerberJob, readSentGerberJob } from './gerber-job';

describe('a Gerber job a person sends', () => {
  test('given an empty object, when read, then it is refused with the reader\'s message naming what is missing', () => {
    expect(() => readSentGerberJob('{}')).toThrow(/^Failed to read Gerber Job JSON: it holds none of Header, GeneralSpecs/);
  });

  test('given objects nested 40,000 levels deep, when read, then it is refused before parsing', () => {
    const deep = '{"a":'.repeat(40_000) + '1' + '}'.repeat(40_000);
    expect(() => readSentGerberJob(deep)).toThrow(`Failed to read Gerber Job JSON: it is nested deeper than ${MAX_GERBER_JOB_NESTING} levels`);
    expect(() => parseGerberJob('['.repeat(MAX_GERBER_JOB_NESTING + 1))).toThrow(/nested deeper/);
  });

  test('given a job of a hundred thousand keys, larger than any real one, when read, then it is refused before it is parsed', () => {
    const keys = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 1]));
    const job = JSON.stringify({ GeneralSpecs: { Size: { X: 10, Y: 20 } }, ...keys });
    expect(job.length).toBeGreaterThan(MAX_SENT_GERBER_JOB_BYTES);
    expect(() => readSentGerberJob(job)).toThrow('Failed to read Gerber Job JSON: it is larger than 256 KB');
  });

  test('given section and field names in another case, and a name spelled twice, when read, then each is found and the first spelling counts', () => {
    const job = readSentGerberJob('{"generalspecs": {"size": {"x": 10, "Y": 20}}, "GENERALSPECS": {"Size": {"X": 99, "Y": 99}}}');
    expect(job.generalSpecs.size).toEqual({ x: 10, y: 20 });
  });

  test('given brackets inside strings, then they do not count as nesting', () => {
    const job = readSentGerberJob(JSON.stringify({ Header: { Comment: '{'.repeat(100) }, GeneralSpecs: { Size: { X: 10, Y: 20 } } }));
    expect(job.generalSpecs.size).toEqual({ x: 10, y: 20 });
  });
});
