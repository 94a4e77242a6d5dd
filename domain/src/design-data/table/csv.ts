/** The separators CAD tools write, in the order a tie is decided: tab and semicolon rarely occur inside cells. */
export const CSV_SEPARATORS = ['\t', ';', ','] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

const QUOTE = 0x22;
const SPACE = 0x20;
const LF = 0x0a;
const CR = 0x0d;
/** The separator is guessed from this much text at the start of the file. */
const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_ROWS = 50;

/** Splits CSV text into rows of trimmed cells; a cell may be quoted, with "" for a quote inside it. */
export function parseCsv(text: string, separator: CsvSeparator): string[][] {
  const rows: string[][] = [];
  const sep = separator.charCodeAt(0);
  const n = text.length;
  const endOfCell = (from: number) => {
    let end = from;
    while (end < n) {
      const c = text.charCodeAt(end);
      if (c === sep || c === LF || c === CR) break;
      end++;
    }
    return end;
  };
  let row: string[] = [];
  let i = 0;
  while (i < n) {
    let start = i;
    while (start < n && text.charCodeAt(start) === SPACE) start++;
    let cell: string;
    if (text.charCodeAt(start) === QUOTE) {
      let quoted = '';
      let at = start + 1;
      for (;;) {
        const close = text.indexOf('"', at);
        if (close < 0) {
          quoted += text.slice(at);
          at = n;
          break;
        }
        quoted += text.slice(at, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          quoted += '"';
          at = close + 2;
          continue;
        }
        at = close + 1;
        break;
      }
      // Text after the closing quote is kept rather than lost: some tools write "a"b.
      i = endOfCell(at);
      cell = quoted + text.slice(at, i);
    } else {
      i = endOfCell(i);
      cell = text.slice(start, i);
    }
    row.push(cell.trim());
    if (i >= n) break;
    const c = text.charCodeAt(i);
    if (c === sep) {
      i++;
      if (i === n) row.push('');
      continue;
    }
    rows.push(row);
    row = [];
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** How many rows share the most common cell count (when that count is above 1) for one separator. */
function consistency(sample: string, separator: CsvSeparator): number {
  const counts = new Map<number, number>();
  for (const row of parseCsv(sample, separator).slice(0, SAMPLE_ROWS)) {
    if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  }
  let best = 0;
  for (const rowsWithCount of counts.values()) best = Math.max(best, rowsWithCount);
  return best;
}

/** Guesses the separator: the one splitting the most rows of the file's start into the same number of cells. */
export function guessCsvSeparator(text: string): CsvSeparator {
  const cut = text.length > SAMPLE_CHARS ? text.lastIndexOf('\n', SAMPLE_CHARS) : text.length;
  const sample = text.slice(0, cut > 0 ? cut : SAMPLE_CHARS);
  let best: CsvSeparator = ',';
  let bestScore = 0;
  for (const separator of CSV_SEPARATORS) {
    const score = consistency(sample, separator);
    if (score > bestScore) {
      best = separator;
      bestScore = score;
    }
  }
  return best;
}
