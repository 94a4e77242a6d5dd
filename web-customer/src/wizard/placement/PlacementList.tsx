import Box from '@mui/material/Box';
import type { Placement } from '@pcbm/domain/placement/cpl-import';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

const ROW = 34;
const COLUMNS = ['designator', 'xPos', 'yPos', 'rotation', 'side'] as const;

/** The placements, virtualised; a row chosen by click or Enter shows its part on the board. */
export function PlacementList({ placements, selected, onSelect }: { readonly placements: readonly Placement[]; readonly selected: string | null; readonly onSelect: (designator: string) => void }) {
  const { t } = useTranslation('placement');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: placements.length, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 10, initialRect: { width: 500, height: 480 } });
  const cell = { flex: 1, px: 1, display: 'flex', alignItems: 'center', overflow: 'hidden', whiteSpace: 'nowrap' } as const;
  return (
    <Box ref={scroller} sx={{ height: 480, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box role="table" aria-label={t('list.caption')} aria-rowcount={placements.length + 1} sx={{ fontSize: 14 }}>
        <Box role="row" aria-rowindex={1} sx={{ display: 'flex', height: ROW, fontWeight: 700, position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1, borderBottom: 1, borderColor: 'divider' }}>
          {COLUMNS.map((column) => (
            <Box role="columnheader" key={column} sx={cell}>
              {t(`list.${column}`)}
            </Box>
          ))}
        </Box>
        <Box role="rowgroup" sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const p = placements[item.index];
            const isSelected = p.designator === selected;
            return (
              <Box
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={isSelected}
                tabIndex={0}
                key={`${p.designator}-${p.row}`}
                onClick={() => onSelect(p.designator)}
                onKeyDown={(event) => event.key === 'Enter' && onSelect(p.designator)}
                sx={{ display: 'flex', position: 'absolute', top: 0, left: 0, right: 0, height: ROW, transform: `translateY(${item.start}px)`, cursor: 'pointer', bgcolor: isSelected ? 'action.selected' : undefined, fontWeight: isSelected ? 700 : undefined, '&:hover': { bgcolor: 'action.hover' } }}
              >
                <Box role="cell" sx={cell}>{p.designator}</Box>
                <Box role="cell" sx={cell}>{p.xPos.toFixed(3)}</Box>
                <Box role="cell" sx={cell}>{p.yPos.toFixed(3)}</Box>
                <Box role="cell" sx={cell}>{p.rotation}°</Box>
                <Box role="cell" sx={cell}>{t(`sides.${p.side}`)}</Box>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
