import { millimetresPerUnit, type PathSegment, type PlottedLayer, type Position } from './plotted-layer';

/** The board's size in mm (two decimals) and its contours as an SVG path in mm, y pointing down. */
export interface BoardOutline {
  readonly width: number;
  readonly height: number;
  readonly bounds: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number };
  /** Closed contours; drawn with the even-odd rule, holes in the board stay holes. */
  readonly path: string;
}

/**
 * Gaps up to this size (mm) between outline segments still close a contour. CAD exports leave
 * small gaps (EasyEDA's reach a tenth of a millimetre), which the preview bridges.
 */
const MAX_GAP = 0.5;

const round2 = (value: number) => Math.round(value * 100) / 100;
const distance = (a: Position, b: Position) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const reversed = (segment: PathSegment): PathSegment => ({ ...segment, start: segment.end, end: segment.start }) as PathSegment;
const point = (p: readonly number[]): Position => [p[0], p[1]];

/** Chains outline segments into closed contours, each time taking the segment whose end is nearest. */
function contoursOf(segments: readonly PathSegment[], maxGap: number): PathSegment[][] {
  const remaining = [...segments];
  const contours: PathSegment[][] = [];
  while (remaining.length > 0) {
    const contour = [remaining.shift()!];
    for (;;) {
      const end = point(contour[contour.length - 1].end);
      const closing = contour.length > 1 ? distance(end, point(contour[0].start)) : Infinity;
      let best = -1;
      let bestGap = Infinity;
      let flip = false;
      remaining.forEach((candidate, index) => {
        const toStart = distance(point(candidate.start), end);
        const toEnd = distance(point(candidate.end), end);
        if (Math.min(toStart, toEnd) < bestGap) {
          bestGap = Math.min(toStart, toEnd);
          best = index;
          flip = toEnd < toStart;
        }
      });
      if (best < 0 || bestGap > maxGap || closing <= bestGap) break;
      const [next] = remaining.splice(best, 1);
      contour.push(flip ? reversed(next) : next);
    }
    contours.push(contour);
  }
  return contours;
}

function svgPath(contour: readonly PathSegment[], scale: number): string {
  const at = (p: readonly number[]) => `${(p[0] * scale).toFixed(4)} ${(-p[1] * scale).toFixed(4)}`;
  const parts = [`M${at(contour[0].start)}`];
  contour.forEach((segment, index) => {
    if (index > 0 && distance(point(contour[index - 1].end), point(segment.start)) > 0) parts.push(`L${at(segment.start)}`);
    if (segment.type === 'line') {
      parts.push(`L${at(segment.end)}`);
    } else {
      const sweep = segment.end[2] - segment.start[2];
      const r = (segment.radius * scale).toFixed(4);
      parts.push(`A${r} ${r} 0 ${Math.abs(sweep) > Math.PI ? 1 : 0} ${sweep > 0 ? 0 : 1} ${at(segment.end)}`);
    }
  });
  return `${parts.join('')}Z`;
}

/**
 * The board's outline from its profile layer. The size is the profile's extent including the
 * line width, as CAD tools report it; an inner contour (a hole or cut-out) never counts as an edge.
 */
export function boardOutlineOf(profile: PlottedLayer): BoardOutline | null {
  if (profile.size.length !== 4) return null;
  const scale = millimetresPerUnit(profile);
  const [x1, y1, x2, y2] = profile.size;
  const segments = profile.children.flatMap((graphic) => (graphic.type === 'imagePath' || graphic.type === 'imageRegion' ? graphic.segments : []));
  const contours = contoursOf(segments, MAX_GAP / scale);
  return {
    width: round2((x2 - x1) * scale),
    height: round2((y2 - y1) * scale),
    bounds: { minX: x1 * scale, minY: y1 * scale, maxX: x2 * scale, maxY: y2 * scale },
    path: contours.map((contour) => svgPath(contour, scale)).join(''),
  };
}
