import Box from '@mui/material/Box';
import type { StackupRow } from '@pcbm/domain/board/board-specification';
import type { BoardColor } from '@pcbm/domain/board/preview/board-colors';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { stackupBands } from './stackup-bands';
import { stackupRowName } from './stackup-row-name';

const WIDTH = 460;
const BAND_WIDTH = 140;
const LABEL_X = BAND_WIDTH + 14;
const PADDING = 1;

/**
 * The board's cross-section as a picture: the layers in use from top to bottom, each coloured as what it is and
 * labelled beside it with its name and thickness; `color` is the board's, as its pictures show it. The stackup's table
 * says the same in words.
 */
export function StackupDiagram({ rows, color }: { readonly rows: readonly StackupRow[]; readonly color?: BoardColor }) {
  const { t } = useTranslation('requests');
  const titleId = useId();
  const bands = stackupBands(rows, color);
  if (bands.length === 0) return null;
  let y = PADDING;
  const placed = bands.map((band) => {
    const top = y;
    y += band.height;
    return { ...band, top };
  });
  const thickness = (row: StackupRow) => (row.thickness === undefined ? '' : row.thickness === 'Standard' ? t('design.standard') : `${row.thickness} mm`);

  return (
    <Box component="svg" role="img" aria-labelledby={titleId} viewBox={`0 0 ${WIDTH} ${y + PADDING}`} sx={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block', flexShrink: 0 }}>
      <title id={titleId}>{t('design.crossSection', { count: bands.length })}</title>
      {placed.map((band, index) => (
        <g key={index}>
          <rect x={PADDING} y={band.top} width={BAND_WIDTH} height={band.height} fill={band.fill} stroke="rgba(0,0,0,0.3)" strokeWidth={0.75} />
          <text x={LABEL_X} y={band.top + band.height / 2} dominantBaseline="central" fontSize={13} fill="currentColor">
            {[stackupRowName(band.row, t), thickness(band.row)].filter(Boolean).join(' · ')}
          </text>
        </g>
      ))}
    </Box>
  );
}
