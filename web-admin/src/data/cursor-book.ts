import type { PageArgs } from './resource-source';

/**
 * The API pages by cursor, react-admin by page number. The book remembers, per list (resource, filter and page
 * size), the cursor each page ends at, so that the next page continues from it; a page further on is reached by
 * walking the pages between, and the last page is read backwards from the end.
 */
export class CursorBook {
  private readonly ends = new Map<string, Map<number, string>>();
  private readonly totals = new Map<string, number>();

  /** What to ask for a page: the page's own arguments, or the page to read first (walking towards it). */
  plan(list: string, page: number, perPage: number): { readonly args: PageArgs; readonly page: number } {
    if (page <= 1) return { page: 1, args: { first: perPage } };
    const ends = this.ends.get(list);
    const before = ends?.get(page - 1);
    if (before !== undefined) return { page, args: { first: perPage, after: before } };
    const total = this.totals.get(list);
    if (total !== undefined && page === Math.ceil(total / perPage)) return { page, args: { last: total - (page - 1) * perPage } };
    // The nearest page before this one whose end is known; the one after it is read next.
    let known = page - 2;
    while (known >= 1 && ends?.get(known) === undefined) known -= 1;
    return known >= 1 ? { page: known + 1, args: { first: perPage, after: ends!.get(known)! } } : { page: 1, args: { first: perPage } };
  }

  /** Notes what a page's answer showed: where it ends and how many rows the list has. */
  learn(list: string, page: number, lastCursor: string | undefined, total: number): void {
    const previousTotal = this.totals.get(list);
    // Rows came or went: pages after this one may have moved.
    if (previousTotal !== undefined && previousTotal !== total) this.ends.set(list, new Map([...(this.ends.get(list) ?? new Map<number, string>())].filter(([known]) => known <= page)));
    this.totals.set(list, total);
    if (lastCursor === undefined) return;
    const ends = this.ends.get(list) ?? new Map<number, string>();
    ends.set(page, lastCursor);
    this.ends.set(list, ends);
  }
}
