import { renderFragment } from '@tracespace/renderer';
import { boardOutlineOf, type BoardOutline } from '../board-outline';
import { DRILL_KINDS, layerCountOf, type Layer } from '../layer';
import { millimetresPerUnit, type PlottedLayer } from '../plotted-layer';
import { BASE_MATERIAL_COLOR, FINISH_COLOR, HOLE_COLOR, PALETTES, type BoardColor } from './board-colors';
import { svgMarkup, type SvgNode } from './svg-markup';

/** A board file ready to draw. */
export interface PreviewLayer {
  readonly layer: Layer;
  readonly plotted: PlottedLayer;
}

export interface BoardPreview {
  readonly top: string;
  readonly bottom: string;
  readonly outline: BoardOutline;
}

/** Why no preview could be drawn, with the spec's message. */
export class PreviewError extends Error {
  constructor() {
    super('No files found for rendering.');
    this.name = 'PreviewError';
  }
}

function group(layers: readonly PreviewLayer[], color: string): string {
  return layers
    .map(({ plotted }) => {
      const scale = millimetresPerUnit(plotted);
      const fragment = svgMarkup(renderFragment(plotted as never) as unknown as SvgNode);
      return `<g fill="${color}" stroke="${color}" color="${color}"${scale === 1 ? '' : ` transform="scale(${scale})"`}>${fragment}</g>`;
    })
    .join('');
}

/**
 * Whether a drill's holes are seen on a side of the board: through holes on both, a blind drill's on the side of the
 * outer copper layer it joins, a buried drill's on neither. A blind drill whose layers are not known is drawn on both.
 */
function opensOn(layer: Layer, which: 'top' | 'bottom', layerCount: number): boolean {
  if (!layer.span) return layer.kind !== 'buriedDrill';
  return which === 'top' ? layer.span.from === 1 : layer.span.to === layerCount;
}

function side(layers: readonly PreviewLayer[], outline: BoardOutline, which: 'top' | 'bottom', color: BoardColor): string {
  const palette = PALETTES[which === 'top' ? color : 'green'];
  const on = (kind: Layer['kind']) => layers.filter(({ layer }) => layer.kind === kind && (layer.side === which || layer.side === 'all'));
  const layerCount = layerCountOf(layers.map(({ layer }) => layer));
  const drills = layers.filter(({ layer }) => DRILL_KINDS.includes(layer.kind) && opensOn(layer, which, layerCount));
  const { minX, minY, maxX, maxY } = outline.bounds;
  const width = maxX - minX;
  const height = maxY - minY;
  const viewX = which === 'top' ? minX : -maxX;
  const mirror = which === 'bottom' ? ' transform="scale(-1 1)"' : '';
  const body = [
    `<path d="${outline.path}" fill="${BASE_MATERIAL_COLOR}" fill-rule="evenodd"/>`,
    `<path d="${outline.path}" fill="${palette.mask}" fill-rule="evenodd" fill-opacity="${on('soldermask').length > 0 ? 1 : 0}"/>`,
    group(on('copper'), on('soldermask').length > 0 ? palette.copperUnderMask : FINISH_COLOR),
    group(on('soldermask'), FINISH_COLOR),
    group(on('legend'), palette.legend),
    group(drills, HOLE_COLOR),
  ].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewX} ${-maxY} ${width} ${height}" width="${width}mm" height="${height}mm" ` +
    `stroke-linecap="round" stroke-linejoin="round" fill-rule="evenodd">` +
    `<defs><clipPath id="board-${which}"><path d="${outline.path}" clip-rule="evenodd"/></clipPath></defs>` +
    `<g${mirror}><g clip-path="url(#board-${which})">${body}</g></g></svg>`
  );
}

/**
 * Top and bottom views of the board as SVG, in the chosen solder-mask colour (which applies to
 * the top side; the bottom stays green). The bottom is seen from below, so it is mirrored.
 */
export function renderBoardPreview(layers: readonly PreviewLayer[], color: BoardColor = 'green'): BoardPreview {
  const drawn = layers.filter(({ plotted }) => plotted.size.length === 4);
  if (drawn.length === 0) throw new PreviewError();
  const profile = drawn.find(({ layer }) => layer.kind === 'profile');
  const outline = (profile && boardOutlineOf(profile.plotted)) ?? boundingOutline(drawn);
  return { top: side(drawn, outline, 'top', color), bottom: side(drawn, outline, 'bottom', color), outline };
}

/** Without a profile layer, the board is taken as the rectangle around everything drawn. */
function boundingOutline(layers: readonly PreviewLayer[]): BoardOutline {
  const boxes = layers.map(({ plotted }) => plotted.size.map((value) => value * millimetresPerUnit(plotted)));
  const minX = Math.min(...boxes.map((b) => b[0]));
  const minY = Math.min(...boxes.map((b) => b[1]));
  const maxX = Math.max(...boxes.map((b) => b[2]));
  const maxY = Math.max(...boxes.map((b) => b[3]));
  return {
    width: Math.round((maxX - minX) * 100) / 100,
    height: Math.round((maxY - minY) * 100) / 100,
    bounds: { minX, minY, maxX, maxY },
    path: `M${minX} ${-maxY}H${maxX}V${-minY}H${minX}Z`,
  };
}
