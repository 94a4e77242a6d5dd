import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { StackupRow } from '@pcbm/domain/board/board-specification';
import type { BoardColor } from '@pcbm/domain/board/preview/board-colors';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COPPER_FILL, stackupBands, stackupHoles, type StackupHole } from './stackup-bands';
import { stackupRowName } from './stackup-row-name';
import { thicknessText } from './stackup-table';

const WIDTH = 460;
const BAND_WIDTH = 140;
const LABEL_X = BAND_WIDTH + 14;
const PADDING = 1;
const HOLE_WIDTH = 10;
/** The height of a line of the holes' key below the section. */
const KEY_LINE = 22;

function Hole({ hole, x, y, height }: { readonly hole: StackupHole; readonly x: number; readonly y: number; readonly height: number }) {
  return hole.plated ? (
    <rect x={x} y={y} width={HOLE_WIDTH} height={height} fill="#ffffff" stroke={COPPER_FILL} strokeWidth={2.5} />
  ) : (
    <rect x={x} y={y} width={HOLE_WIDTH} height={height} fill="#ffffff" stroke="rgba(0,0,0,0.45)" strokeWidth={1} />
  );
}

/**
 * The board's cross-section as a picture: the layers in use from top to bottom, each coloured as what it is and
 * labelled beside it with its name and thickness, and a hole for each drill file (through the board, or between the
 * copper layers a blind or buried drill joins), keyed below;
 * `color` is the board's, as its pictures show it. The stackup's table says the same in words.
 */
export function StackupDiagram({ rows, color }: { readonly rows: readonly StackupRow[]; readonly color?: BoardColor }) {
  const { t } = useTranslation('requests');
  const titleId = useId();
  // The picture grows with the text size a person chose, labels and all (14 is the normal size).
  const scale = useTheme().typography.fontSize / 14;
  const bands = stackupBands(rows, color);
  if (bands.length === 0) return null;
  let y = PADDING;
  const placed = bands.map((band) => {
    const top = y;
    y += band.height;
    return { ...band, top };
  });
  const bottom = y;
  // A blind or buried drill runs from the top of one copper layer to the bottom of another: the layer of that number,
  // or for a job's rows, which carry no numbers, the copper band counted from the top.
  const copper = placed.filter((band) => band.kind === 'copper');
  const copperLayer = (number: number) => copper.find((band) => band.row.layer?.number === number) ?? copper[number - 1];
  const holes = stackupHoles(rows).flatMap((hole) => {
    if (!hole.span) return [{ hole, top: PADDING, bottom }];
    const [from, to] = [copperLayer(hole.span.from), copperLayer(hole.span.to)];
    return from && to ? [{ hole, top: from.top, bottom: to.top + to.height }] : [];
  });
  const height = bottom + (holes.length > 0 ? 8 + holes.length * KEY_LINE : 0) + PADDING;
  const holeX = (index: number) => PADDING + (BAND_WIDTH * (index + 1)) / (holes.length + 1) - HOLE_WIDTH / 2;
  const label = (row: StackupRow, at: number, text = [stackupRowName(row, t), thicknessText(row, t)].filter(Boolean).join(' · ')) => (
    <text x={LABEL_X} y={at} dominantBaseline="central" fontSize={13} fill="currentColor">
      {text}
    </text>
  );

  return (
    <Box component="svg" role="img" aria-labelledby={titleId} viewBox={`0 0 ${WIDTH} ${height}`} sx={{ width: '100%', maxWidth: WIDTH * scale, height: 'auto', display: 'block', flexShrink: 0 }}>
      <title id={titleId}>{t('design.crossSection', { count: bands.length })}</title>
      {placed.map((band, index) => (
        <g key={index}>
          <rect x={PADDING} y={band.top} width={BAND_WIDTH} height={band.height} fill={band.fill} stroke="rgba(0,0,0,0.3)" strokeWidth={0.75} />
          {label(band.row, band.top + band.height / 2)}
        </g>
      ))}
      {holes.map(({ hole, top, bottom: end }, index) => (
        <g key={`hole-${index}`}>
          <Hole hole={hole} x={holeX(index)} y={top} height={end - top} />
          <Hole hole={hole} x={PADDING + BAND_WIDTH / 2 - HOLE_WIDTH / 2} y={bottom + 8 + index * KEY_LINE + 2} height={KEY_LINE - 6} />
          {label(hole.row, bottom + 8 + index * KEY_LINE + KEY_LINE / 2 - 1, stackupRowName(hole.row, t))}
        </g>
      ))}
    </Box>
  );
}
