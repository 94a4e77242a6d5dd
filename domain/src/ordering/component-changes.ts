import type { OrderComponentRow } from './order-design-data';
import type { ComponentChanges } from './super-order-events';

const keyOf = (row: OrderComponentRow) => [...row.designators].map((d) => d.toUpperCase()).sort().join(' ');
const partOf = (row: OrderComponentRow) =>
  JSON.stringify([row.quantity, row.mpn ?? '', row.manufacturer ?? '', row.description ?? '', !!row.doNotPlace, !!row.provided, !!row.generic]);

/** How a new parts list differs from the old one; components are matched by their designators. */
export function compareComponents(before: readonly OrderComponentRow[], after: readonly OrderComponentRow[]): ComponentChanges {
  const old = new Map(before.map((row) => [keyOf(row), partOf(row)]));
  const now = new Map(after.map((row) => [keyOf(row), partOf(row)]));
  let added = 0;
  let changed = 0;
  for (const [key, part] of now) {
    if (!old.has(key)) added++;
    else if (old.get(key) !== part) changed++;
  }
  const removed = [...old.keys()].filter((key) => !now.has(key)).length;
  return { added, removed, changed };
}
