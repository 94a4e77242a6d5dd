import { createParser } from '@tracespace/parser';
import { plot } from '@tracespace/plotter';
import { MM_PER_UNIT, PLOT_LENGTH_UNIT } from '../units/length-units';

export type Position = readonly [number, number];
export type ArcPosition = readonly [number, number, number];

/** A straight or circular piece of a drawn path. */
export type PathSegment =
  | { readonly type: 'line'; readonly start: Position; readonly end: Position }
  | { readonly type: 'arc'; readonly start: ArcPosition; readonly end: ArcPosition; readonly center: Position; readonly radius: number };

/** What the plotter draws: flashed shapes, stroked paths and filled regions. */
export type Graphic =
  | { readonly type: 'imageShape'; readonly shape: unknown }
  | { readonly type: 'imagePath'; readonly width: number; readonly segments: readonly PathSegment[] }
  | { readonly type: 'imageRegion'; readonly segments: readonly PathSegment[] };

/** A board file drawn into geometry in its own units, with its extent [x1, y1, x2, y2] (empty when nothing is drawn). */
export interface PlottedLayer {
  readonly type: 'image';
  readonly units: 'mm' | 'in';
  readonly size: readonly [number, number, number, number] | readonly [];
  readonly children: readonly Graphic[];
}

/** Parses and plots a Gerber or drill file. */
export function plotBoardFile(text: string): PlottedLayer {
  const parser = createParser();
  parser.feed(text);
  return plot(parser.result()) as unknown as PlottedLayer;
}

/** Millimetres per unit of a plotted layer. */
export const millimetresPerUnit = (layer: PlottedLayer) => MM_PER_UNIT[PLOT_LENGTH_UNIT[layer.units]];
