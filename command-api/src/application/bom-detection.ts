import { assignedHeaders, keywordColumns, mpnCandidates, withMpnColumn, type BomColumns, type Part } from '@pcbm/domain';
import type { PartsCatalogue } from '@pcbm/platform';

export interface BomDetection {
  readonly headers: { name: string; kind: string | null }[];
  readonly foundParts: readonly Part[];
  readonly notFoundMpns: readonly string[];
}

/** A parts list read into the part numbers to look up, off the event loop (`UploadWorkers`): its rows are many and long. */
export interface BomReading {
  partQueries(list: { headers: readonly string[]; rows: readonly (readonly string[])[]; columns: BomColumns }): Promise<{ mpn: string; manufacturer: string }[]>;
}

/**
 * Detects a parts list's columns and looks its parts up: header keywords first; when no header
 * names the MPN column, the column whose cells the parts database knows best is taken. Throws
 * when the parts database cannot be asked.
 */
export async function detectBom(parts: PartsCatalogue, reading: BomReading, headers: readonly string[], rows: readonly (readonly string[])[]): Promise<BomDetection> {
  let columns = keywordColumns(headers);
  let best: { column: number; hits: number } | null = null;
  for (const candidate of mpnCandidates(headers, rows, columns)) {
    const { found } = await parts.findParts(candidate.cells.map((mpn) => ({ mpn })));
    if (found.length > 0 && (!best || found.length > best.hits)) best = { column: candidate.column, hits: found.length };
  }
  if (best) columns = withMpnColumn(columns, best.column);
  const { found, notFound } = await parts.findParts(await reading.partQueries({ headers, rows, columns }));
  return { headers: assignedHeaders(headers, columns), foundParts: found, notFoundMpns: notFound };
}

/** What is known without the parts database: columns from header keywords only. */
export const keywordBomDetection = (headers: readonly string[]): BomDetection => ({ headers: assignedHeaders(headers, keywordColumns(headers)), foundParts: [], notFoundMpns: [] });
