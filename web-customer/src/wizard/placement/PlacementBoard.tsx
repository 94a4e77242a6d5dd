import Box from '@mui/material/Box';
import type { Placement } from '@pcbm/domain/placement/cpl-import';
import { useTranslation } from 'react-i18next';

export interface PlacementBoardProps {
  readonly placements: readonly Placement[];
  readonly bounds: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number } | null;
  readonly selected: string | null;
  readonly highContrast: boolean;
  readonly onSelect: (designator: string) => void;
}

const PART = { w: 1.6, h: 0.9 };

function ticks(min: number, max: number): number[] {
  const span = max - min;
  const step = span > 200 ? 50 : span > 80 ? 20 : span > 30 ? 10 : 5;
  const result: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max; value += step) result.push(value);
  return result;
}

/**
 * The board from the top with every placed part: a rectangle turned by its rotation with a pin-1 dot;
 * bottom parts drawn dashed. The chosen part is ringed. X and Y axes in mm.
 */
export function PlacementBoard({ placements, bounds, selected, highContrast, onSelect }: PlacementBoardProps) {
  const { t } = useTranslation('placement');
  const xs = placements.map((p) => p.xPos);
  const ys = placements.map((p) => p.yPos);
  const box = bounds ?? { minX: Math.min(0, ...xs) - 2, minY: Math.min(0, ...ys) - 2, maxX: Math.max(10, ...xs) + 2, maxY: Math.max(10, ...ys) + 2 };
  const margin = Math.max(box.maxX - box.minX, box.maxY - box.minY) * 0.08;
  const colours = highContrast
    ? { board: '#ffffff', edge: '#000000', top: '#000000', bottom: '#000000', selected: '#d00000', axis: '#000000', text: '#000000' }
    : { board: '#1e6b35', edge: '#0f3d1d', top: '#e6e6e6', bottom: '#f2c230', selected: '#ff4d4d', axis: '#444444', text: '#333333' };
  // Files count Y upwards; the picture turns it so that up is up.
  const viewBox = `${box.minX - 2.5 * margin} ${-(box.maxY + margin)} ${box.maxX - box.minX + 4 * margin} ${box.maxY - box.minY + 2 * margin}`;
  const font = Math.max(1, (box.maxX - box.minX) / 60);
  const chosen = placements.find((p) => p.designator === selected);
  return (
    <Box sx={{ width: '80%', mx: 'auto' }}>
      <svg viewBox={viewBox} role="img" aria-label={chosen ? t('board.labelSelected', { designator: chosen.designator, x: chosen.xPos, y: chosen.yPos, rotation: chosen.rotation, side: t(`sides.${chosen.side}`) }) : t('board.label', { count: placements.length })} style={{ width: '100%', height: 'auto', background: highContrast ? '#fff' : '#f7f7f7' }}>
        <rect x={box.minX} y={-box.maxY} width={box.maxX - box.minX} height={box.maxY - box.minY} fill={colours.board} stroke={colours.edge} strokeWidth={font / 5} />
        <g stroke={colours.axis} strokeWidth={font / 8} fontSize={font} fill={colours.text}>
          <line x1={box.minX} y1={-box.minY + margin / 2} x2={box.maxX} y2={-box.minY + margin / 2} />
          <line x1={box.minX - margin / 2} y1={-box.minY} x2={box.minX - margin / 2} y2={-box.maxY} />
          {ticks(box.minX, box.maxX).map((x) => (
            <text key={`x${x}`} x={x} y={-box.minY + margin * 0.95} textAnchor="middle" stroke="none">
              {x}
            </text>
          ))}
          {ticks(box.minY, box.maxY).map((y) => (
            <text key={`y${y}`} x={box.minX - margin * 0.6} y={-y} textAnchor="end" dominantBaseline="middle" stroke="none">
              {y}
            </text>
          ))}
          <text x={box.maxX} y={-box.minY + margin * 0.95} textAnchor="start" stroke="none" dx={font}>
            X mm
          </text>
          <text x={box.minX - margin / 2} y={-box.maxY - font} textAnchor="middle" stroke="none">
            Y mm
          </text>
        </g>
        {placements.map((p) => {
          const isChosen = p.designator === selected;
          return (
            <g key={`${p.designator}-${p.row}`} transform={`translate(${p.xPos} ${-p.yPos}) rotate(${-p.rotation})`} onClick={() => onSelect(p.designator)} style={{ cursor: 'pointer' }}>
              <rect
                x={-PART.w / 2}
                y={-PART.h / 2}
                width={PART.w}
                height={PART.h}
                fill={p.side === 'top' ? colours.top : 'none'}
                stroke={isChosen ? colours.selected : p.side === 'top' ? colours.edge : colours.bottom}
                strokeWidth={isChosen ? 0.35 : 0.12}
                strokeDasharray={p.side === 'bottom' ? '0.3 0.2' : undefined}
              />
              <circle cx={-PART.w / 2 + 0.25} cy={-PART.h / 2 + 0.25} r={0.15} fill={isChosen ? colours.selected : colours.edge} />
            </g>
          );
        })}
        {chosen && <circle cx={chosen.xPos} cy={-chosen.yPos} r={font * 1.5} fill="none" stroke={colours.selected} strokeWidth={font / 4} data-testid="selected-part" />}
      </svg>
    </Box>
  );
}
