import { normalisedPartNumber, type Part } from '@pcbm/domain';
import type { SqlClient } from '../sql/sql-client';
import { readCachedParts, writeCachedParts } from './parts-cache';
import type { FoundPart, PartPrices, PartQuery, PartsSource } from './parts-source';
import { logSafeError } from '../logging/log-safe-error';

export interface PartsLookup {
  /** Parts found, in the order asked, each once. */
  readonly found: readonly Part[];
  /** Part numbers asked for that the source does not know, as asked. */
  readonly notFound: readonly string[];
}

type Log = (message: string, error: unknown) => void;

/**
 * The parts database as the product uses it: answers from the local cache, and only the part
 * numbers not cached are fetched from the source. A failing cache is logged and passed by; a
 * failing source fails the lookup (callers decide whether to fall back).
 */
export class PartsCatalogue {
  constructor(
    private readonly db: SqlClient,
    private readonly source: PartsSource,
    private readonly log: Log = (message, error) => console.warn(`${message} ${logSafeError(error)}`),
  ) {}

  get sourceName(): string {
    return this.source.name;
  }

  async findParts(queries: readonly PartQuery[]): Promise<PartsLookup> {
    const answers = await this.partsFor(queries);
    const found = new Map<string, Part>();
    const notFound: string[] = [];
    queries.forEach((query, index) => {
      const part = answers[index];
      if (part) found.set(normalisedPartNumber(part.mpn), part);
      else if (!notFound.includes(query.mpn)) notFound.push(query.mpn);
    });
    return { found: [...found.values()], notFound };
  }

  /** The part for each query, in order; null when the source does not know it. */
  async partsFor(queries: readonly PartQuery[]): Promise<(Part | null)[]> {
    const answers = await this.lookUp(queries);
    return queries.map((query) => answers.get(normalisedPartNumber(query.mpn))?.part ?? null);
  }

  /** Unit prices per part number asked, when the source has them (an empty list otherwise). */
  async partPrices(mpns: readonly string[]): Promise<PartPrices[]> {
    const answers = await this.lookUp(mpns.map((mpn) => ({ mpn })));
    return mpns.map((mpn) => ({ mpn, breaks: answers.get(normalisedPartNumber(mpn))?.prices ?? [] }));
  }

  private async lookUp(queries: readonly PartQuery[]): Promise<Map<string, FoundPart | null>> {
    const unique = new Map<string, PartQuery>();
    for (const query of queries) {
      const number = normalisedPartNumber(query.mpn);
      if (number !== '' && !unique.has(number)) unique.set(number, query);
    }
    const cached = await readCachedParts(this.db, this.source.name, [...unique.keys()]).catch((error: unknown) => {
      this.log('Reading the parts cache failed; asking the parts source instead.', error);
      return new Map<string, FoundPart | null>();
    });
    const missing = [...unique].filter(([number]) => !cached.has(number));
    if (missing.length === 0) return cached;
    const fetched = await this.source.findParts(missing.map(([, query]) => query));
    const entries = missing.map(([number], index) => [number, fetched[index] ?? null] as const);
    await writeCachedParts(this.db, this.source.name, entries).catch((error: unknown) => this.log('Writing the parts cache failed.', error));
    return new Map([...cached, ...entries]);
  }
}
