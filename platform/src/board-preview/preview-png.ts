import { Resvg } from '@resvg/resvg-js';

/** The preview picture's width in pixels; the height follows the board's proportions. */
export const PREVIEW_WIDTH = 500;
/** The file name of the preview picture. */
export const PREVIEW_FILE_NAME = 'preview.png';

/** Rasterises a board preview SVG to a PNG 500 px wide. */
export function previewPng(svg: string): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH }, background: 'rgba(0,0,0,0)' }).render().asPng();
}
