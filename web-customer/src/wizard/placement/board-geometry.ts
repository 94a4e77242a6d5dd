import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import type { Placement } from '@pcbm/domain/placement/cpl-import';

export interface Extent {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The board outline in the files' coordinates (mm): the measured outline, else the board's size from the origin. */
export function outlineOf(draft: Pick<OrderDraft, 'boardBounds' | 'board'>): Extent | null {
  if (draft.boardBounds) return draft.boardBounds;
  if (draft.board && draft.board.width > 0 && draft.board.height > 0) return { minX: 0, minY: 0, maxX: draft.board.width, maxY: draft.board.height };
  return null;
}

/** What the board view shows: the outline, or (unknown) the parts' extent with a little room. */
export function viewExtent(outline: Extent | null, placements: readonly Placement[]): Extent {
  if (outline) return outline;
  if (placements.length === 0) return { minX: 0, minY: 0, maxX: 10, maxY: 10 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of placements) {
    minX = Math.min(minX, p.xPos);
    minY = Math.min(minY, p.yPos);
    maxX = Math.max(maxX, p.xPos);
    maxY = Math.max(maxY, p.yPos);
  }
  const room = Math.max(1, (maxX - minX) * 0.05, (maxY - minY) * 0.05);
  return { minX: minX - room, minY: minY - room, maxX: maxX + room, maxY: maxY + room };
}

/** Tick positions (mm) on an axis: a 1-2-5 step giving about six ticks. */
export function ticks(min: number, max: number, wanted = 6): number[] {
  const span = max - min;
  if (!(span > 0)) return [min];
  const rough = span / wanted;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  const result: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + step * 1e-9; value += step) result.push(Math.round(value * 1000) / 1000);
  return result;
}
