import Box from '@mui/material/Box';
import type { Placement } from '@pcbm/domain/placement/cpl-import';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ticks, viewExtent, type Extent } from './board-geometry';

export interface PlacementBoardProps {
  readonly placements: readonly Placement[];
  /** The board outline in mm, or null when it is not known (the parts' extent is shown then). */
  readonly outline: Extent | null;
  /** The index of the chosen placement, or null. */
  readonly selected: number | null;
  readonly highContrast: boolean;
  readonly onSelect: (index: number) => void;
}

interface Palette {
  readonly page: string;
  readonly board: string;
  readonly edge: string;
  readonly part: string;
  readonly partEdge: string;
  readonly bottom: string;
  readonly chosen: string;
  readonly axis: string;
}

const NORMAL: Palette = { page: '#f7f7f7', board: '#1e6b35', edge: '#0f3d1d', part: '#e6e6e6', partEdge: '#202020', bottom: '#f2c230', chosen: '#ff3b3b', axis: '#333333' };
const CONTRAST: Palette = { page: '#ffffff', board: '#ffffff', edge: '#000000', part: '#000000', partEdge: '#000000', bottom: '#000000', chosen: '#0000cc', axis: '#000000' };

interface PartsProps {
  readonly placements: readonly Placement[];
  readonly size: number;
  readonly palette: Palette;
  readonly onSelect: (index: number) => void;
}

/**
 * Every part as a rectangle turned by its rotation (counter-clockwise seen from the top) with a dot at pin 1.
 * Top parts are filled and drawn solid; bottom parts are hollow and dashed, so the sides differ by shape, not colour alone.
 */
const Parts = memo(function Parts({ placements, size, palette, onSelect }: PartsProps) {
  const w = size * 1.6;
  const h = size;
  return (
    <g>
      {placements.map((p, index) => {
        const top = p.side === 'top';
        return (
          <g key={`${p.designator}-${p.row}`} data-designator={p.designator} data-side={p.side} transform={`translate(${p.xPos} ${-p.yPos}) rotate(${-p.rotation})`} onClick={() => onSelect(index)} style={{ cursor: 'pointer' }}>
            <title>{p.designator}</title>
            <rect x={-w / 2} y={-h / 2} width={w} height={h} fill={top ? palette.part : 'none'} fillOpacity={top ? 0.9 : 0} stroke={top ? palette.partEdge : palette.bottom} strokeWidth={size * 0.12} strokeDasharray={top ? undefined : `${size * 0.3} ${size * 0.2}`} />
            <circle cx={-w / 2 + h * 0.25} cy={-h / 2 + h * 0.25} r={h * 0.14} fill={top ? palette.board : palette.bottom} stroke={top ? palette.part : 'none'} strokeWidth={size * 0.04} />
          </g>
        );
      })}
    </g>
  );
});

/**
 * The board seen from the top at 80 % of its container, with X and Y axes in mm, every placed part,
 * and the chosen one ringed. A click on a part chooses it; arrow keys step through the parts.
 */
export function PlacementBoard({ placements, outline, selected, highContrast, onSelect }: PlacementBoardProps) {
  const { t } = useTranslation('placement');
  const box = useMemo(() => viewExtent(outline, placements), [outline, placements]);
  const palette = highContrast ? CONTRAST : NORMAL;
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const span = Math.max(width, height);
  const margin = span * 0.12;
  const font = span / 32;
  const size = Math.min(5, Math.max(0.6, span / 60));
  const axisX = -box.minY + margin * 0.3;
  const axisY = box.minX - margin * 0.3;
  const tick = margin * 0.12;
  const xTicks = ticks(box.minX, box.maxX);
  const yTicks = ticks(box.minY, box.maxY);
  // Below the board: the X axis, its numbers, then its title; the drawing ends half a line under the title.
  const xLabelY = axisX + tick + font;
  const xTitleY = xLabelY + font * 1.4;
  const bottom = xTitleY + font * 0.5;
  // Left of the board: the Y axis and its numbers, as wide as the longest one (about 0.6 em a character).
  const yLabelX = axisY - tick * 1.5;
  const longestY = Math.max(...yTicks.map((y) => String(y).length));
  const left = Math.min(box.minX - margin * 1.1, yLabelX - font * (0.6 * longestY + 0.3));
  // Above the board: the Y axis title.
  const top = -box.maxY - margin * 0.6;
  const right = box.maxX + margin * 0.5;
  // Files count Y upwards; the drawing negates it so that up stays up.
  const viewBox = `${left} ${top} ${right - left} ${bottom - top}`;
  const chosen = selected === null ? undefined : placements[selected];
  const step = (event: KeyboardEvent) => {
    if (placements.length === 0) return;
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
    const back = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
    if (!forward && !back) return;
    event.preventDefault();
    const from = selected ?? (forward ? -1 : placements.length);
    onSelect((from + (forward ? 1 : -1) + placements.length) % placements.length);
  };
  const label = chosen
    ? t('board.labelSelected', { designator: chosen.designator, x: chosen.xPos, y: chosen.yPos, rotation: chosen.rotation, side: t(`sides.${chosen.side}`) })
    : t('board.label', { count: placements.length });
  return (
    <Box role="group" aria-label={t('board.group')} aria-describedby="placement-board-keys" tabIndex={0} onKeyDown={step} sx={{ width: '80%', mx: 'auto', '&:focus-visible': { outline: '2px solid', outlineOffset: 4 } }}>
      <span id="placement-board-keys" hidden>
        {t('board.keys')}
      </span>
      <svg viewBox={viewBox} role="img" aria-label={label} style={{ display: 'block', width: '100%', height: 'auto', background: palette.page }}>
        <rect x={box.minX} y={-box.maxY} width={width} height={height} fill={palette.board} stroke={palette.edge} strokeWidth={size * 0.2} strokeDasharray={outline ? undefined : `${size} ${size * 0.6}`} />
        <g stroke={palette.axis} strokeWidth={font / 10} fill={palette.axis} fontSize={font} fontFamily="sans-serif">
          <line x1={box.minX} y1={axisX} x2={box.maxX} y2={axisX} />
          <line x1={axisY} y1={-box.minY} x2={axisY} y2={-box.maxY} />
          {xTicks.map((x) => (
            <g key={`x${x}`} data-tick="x">
              <line x1={x} y1={axisX} x2={x} y2={axisX + tick} />
              <text x={x} y={xLabelY} textAnchor="middle" stroke="none">
                {x}
              </text>
            </g>
          ))}
          {yTicks.map((y) => (
            <g key={`y${y}`} data-tick="y">
              <line x1={axisY - tick} y1={-y} x2={axisY} y2={-y} />
              <text x={yLabelX} y={-y} textAnchor="end" dominantBaseline="middle" stroke="none">
                {y}
              </text>
            </g>
          ))}
          <text x={(box.minX + box.maxX) / 2} y={xTitleY} textAnchor="middle" stroke="none">
            {t('board.xAxis')}
          </text>
          <text x={axisY} y={-box.maxY - font * 0.6} textAnchor="middle" stroke="none">
            {t('board.yAxis')}
          </text>
        </g>
        <Parts placements={placements} size={size} palette={palette} onSelect={onSelect} />
        {chosen && (
          <g data-testid="selected-part" data-designator={chosen.designator} pointerEvents="none">
            <circle cx={chosen.xPos} cy={-chosen.yPos} r={size * 2.2} fill="none" stroke={palette.chosen} strokeWidth={size * 0.35} />
            <line x1={chosen.xPos - size * 3.2} y1={-chosen.yPos} x2={chosen.xPos - size * 2.2} y2={-chosen.yPos} stroke={palette.chosen} strokeWidth={size * 0.25} />
            <line x1={chosen.xPos + size * 2.2} y1={-chosen.yPos} x2={chosen.xPos + size * 3.2} y2={-chosen.yPos} stroke={palette.chosen} strokeWidth={size * 0.25} />
            <text x={chosen.xPos} y={-chosen.yPos - size * 2.6} textAnchor="middle" fontSize={font} fontWeight={700} fill={palette.chosen} stroke={palette.page} strokeWidth={font / 8} paintOrder="stroke">
              {chosen.designator}
            </text>
          </g>
        )}
      </svg>
    </Box>
  );
}
