import type { PlacementSide } from './placement-side';

/** Where one part sits on the board: positions in millimetres and the rotation in degrees, 3 decimals. */
export interface Placement {
  /** The table row it was read from (0-based). */
  readonly row: number;
  readonly designator: string;
  readonly xPos: number;
  readonly yPos: number;
  readonly rotation: number;
  readonly side: PlacementSide;
  readonly package: string;
}
