import Box from '@mui/material/Box';
import type { Placement } from '@pcbm/domain/placement/cpl-import';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { formatDecimal } from '@pcbm/web-kit/i18n/numbers';
import { useTranslation } from 'react-i18next';

const ROW = 34;
const HEIGHT = 480;
const COLUMNS = ['designator', 'xPos', 'yPos', 'rotation', 'side'] as const;

export interface PlacementListProps {
  readonly placements: readonly Placement[];
  /** The index of the chosen placement, or null. */
  readonly selected: number | null;
  readonly onSelect: (index: number) => void;
}

/** The placements, virtualised; a row chosen by click or Enter shows its part on the board, and a part chosen there is scrolled into view. */
export function PlacementList({ placements, selected, onSelect }: PlacementListProps) {
  const { t, i18n } = useTranslation('placement');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: placements.length, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 10, initialRect: { width: 500, height: HEIGHT } });
  useEffect(() => {
    if (selected !== null && selected < placements.length) virtualizer.scrollToIndex(selected, { align: 'auto' });
  }, [selected, placements.length, virtualizer]);
  const cell = { flex: 1, px: 1, display: 'flex', alignItems: 'center', overflow: 'hidden', whiteSpace: 'nowrap' } as const;
  return (
    <Box ref={scroller} role="region" aria-label={t('list.scroll')} tabIndex={-1} sx={{ height: Math.min(HEIGHT, (placements.length + 1) * ROW + 2), overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box role="table" aria-label={t('list.caption')} aria-rowcount={placements.length + 1} sx={{ typography: 'body2' }}>
        <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' }}>
          <Box role="row" aria-rowindex={1} sx={{ display: 'flex', height: ROW, fontWeight: 700, borderBottom: 1, borderColor: 'divider' }}>
            {COLUMNS.map((column) => (
              <Box role="columnheader" key={column} sx={cell}>
                {t(`list.${column}`)}
              </Box>
            ))}
          </Box>
        </Box>
        <Box role="rowgroup" sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const p = placements[item.index];
            const isSelected = item.index === selected;
            return (
              <Box
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={isSelected}
                tabIndex={0}
                key={`${p.designator}-${p.row}`}
                onClick={() => onSelect(item.index)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onSelect(item.index);
                  }
                }}
                sx={{
                  display: 'flex',
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW,
                  transform: `translateY(${item.start}px)`,
                  cursor: 'pointer',
                  bgcolor: isSelected ? 'action.selected' : undefined,
                  fontWeight: isSelected ? 700 : undefined,
                  borderLeft: 4,
                  borderLeftColor: isSelected ? 'text.primary' : 'transparent',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
                }}
              >
                <Box role="cell" sx={cell}>
                  {p.designator}
                </Box>
                <Box role="cell" sx={cell}>
                  {formatDecimal(p.xPos, i18n.language, { min: 3, max: 3 })}
                </Box>
                <Box role="cell" sx={cell}>
                  {formatDecimal(p.yPos, i18n.language, { min: 3, max: 3 })}
                </Box>
                <Box role="cell" sx={cell}>
                  {p.rotation}°
                </Box>
                <Box role="cell" sx={cell}>
                  {t(`sides.${p.side}`)}
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
