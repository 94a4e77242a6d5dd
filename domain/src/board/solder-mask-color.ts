import type { StackupRow } from './board-specification';
import { BOARD_COLORS, type BoardColor } from './preview/board-colors';

const isSolderMask = (row: StackupRow) => /^solder\s*mask$/i.test(row.type);

/** How a colour is written in a stackup row and the job file: `Green`, `Black`, … */
const written = (color: BoardColor) => `${color[0].toUpperCase()}${color.slice(1)}`;

/**
 * The solder mask colour a stackup asks for: the colour of its first solder mask row that names one of the colours a
 * customer can choose (any case), or null when none does.
 */
export function solderMaskColorOf(stackup: readonly StackupRow[]): BoardColor | null {
  for (const row of stackup.filter(isSolderMask)) {
    const color = row.color?.trim().toLowerCase();
    if (color && (BOARD_COLORS as readonly string[]).includes(color)) return color as BoardColor;
  }
  return null;
}

/** The stackup with every solder mask row in the chosen colour, which the request's job file then carries. */
export function withSolderMaskColor(stackup: readonly StackupRow[], color: BoardColor): StackupRow[] {
  return stackup.map((row) => (isSolderMask(row) ? { ...row, color: written(color) } : row));
}
