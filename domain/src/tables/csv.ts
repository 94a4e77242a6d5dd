const SEPARATORS = ['\t', ';', ','] as const;

/** Splits one CSV record, honouring double quotes ("" is a quote inside a quoted field). */
function splitRecords(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The separator CAD tools used: the one that splits the first lines most evenly into the most columns. */
export function guessSeparator(text: string): string {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '').slice(0, 20);
  let best: string = ',';
  let bestScore = -1;
  for (const separator of SEPARATORS) {
    const counts = lines.map((line) => splitRecords(line, separator)[0]?.length ?? 1);
    const most = Math.max(...counts, 1);
    const consistent = counts.filter((count) => count === most).length;
    const score = most > 1 ? consistent * 100 + most : 0;
    if (score > bestScore) {
      best = separator;
      bestScore = score;
    }
  }
  return best;
}

/** Parses CSV text (tab, semicolon or comma separated) into trimmed cells. */
export function parseCsv(text: string): string[][] {
  return splitRecords(text, guessSeparator(text)).map((row) => row.map((cell) => cell.trim()));
}
