import type { Part } from '@pcbm/domain';

/** What is asked of the parts database: a manufacturer part number, optionally with its manufacturer. */
export interface PartQuery {
  readonly mpn: string;
  readonly manufacturer?: string | null;
}

/** One price break of one offer. */
export interface PriceBreak {
  readonly quantity: number;
  readonly price: number;
  readonly currency: string;
}

/** A part's unit prices from a source that knows them; the lowest price per quantity break over all offers. */
export interface PartPrices {
  readonly mpn: string;
  readonly breaks: readonly PriceBreak[];
}

/** A found part, with its prices when the source has them. */
export interface FoundPart {
  readonly part: Part;
  readonly prices: readonly PriceBreak[];
}

/**
 * A parts database (Nexar, or the offline catalogue). Answers with one entry per query, in
 * order: the part found for it, or null when the source does not know it.
 */
export interface PartsSource {
  readonly name: string;
  findParts(queries: readonly PartQuery[]): Promise<(FoundPart | null)[]>;
}
