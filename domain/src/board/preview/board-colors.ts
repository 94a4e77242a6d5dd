/** Solder-mask colours a customer can choose for the preview. */
export const BOARD_COLORS = ['black', 'blue', 'green', 'red', 'white', 'yellow'] as const;
export type BoardColor = (typeof BOARD_COLORS)[number];

interface Palette {
  readonly mask: string;
  readonly copperUnderMask: string;
  readonly legend: string;
}

/** Mask, copper-under-mask and legend colours for each board colour. */
export const PALETTES: Record<BoardColor, Palette> = {
  black: { mask: '#1c1c1c', copperUnderMask: '#333333', legend: '#f5f5f5' },
  blue: { mask: '#1c4f8f', copperUnderMask: '#2f6cb5', legend: '#f5f5f5' },
  green: { mask: '#1e6b35', copperUnderMask: '#2f8a4a', legend: '#f5f5f5' },
  red: { mask: '#9c1f1f', copperUnderMask: '#c03434', legend: '#f5f5f5' },
  white: { mask: '#ececec', copperUnderMask: '#dadada', legend: '#1c1c1c' },
  yellow: { mask: '#d9b300', copperUnderMask: '#e8c930', legend: '#1c1c1c' },
};

/** Exposed pads (finish), drill holes and bare base material. */
export const FINISH_COLOR = '#c9a544';
export const HOLE_COLOR = '#101010';
export const BASE_MATERIAL_COLOR = '#b8a36a';
