import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BOARD_COLORS, type BoardColor } from '@pcbm/domain/board/preview/board-colors';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const SWATCH: Record<BoardColor, string> = { black: '#1b1b1b', blue: '#1f4e9c', green: '#1e6b35', red: '#a3262a', white: '#f2f2f2', yellow: '#d9b526' };

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export interface BoardPicturesProps {
  readonly preview: { readonly top: string; readonly bottom: string };
  readonly color: BoardColor;
  readonly onColor: (color: BoardColor) => void;
}

/** The board seen from the top and from below, in the chosen solder-mask colour. */
export function BoardPictures({ preview, color, onColor }: BoardPicturesProps) {
  const { t } = useTranslation('stackup');
  const top = useMemo(() => svgUrl(preview.top), [preview.top]);
  const bottom = useMemo(() => svgUrl(preview.bottom), [preview.bottom]);
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup exclusive size="small" value={color} onChange={(_, value: BoardColor | null) => value && onColor(value)} aria-label={t('preview.color')}>
        {BOARD_COLORS.map((option) => (
          <ToggleButton key={option} value={option} aria-label={t(`colors.${option}`)}>
            <Box component="span" aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: SWATCH[option], border: '1px solid', borderColor: 'grey.600', mr: 1 }} />
            {t(`colors.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        {([['top', top], ['bottom', bottom]] as const).map(([side, url]) => (
          <Box key={side} component="figure" sx={{ m: 0, flex: 1, textAlign: 'center' }}>
            <Box component="img" src={url} alt={t(`preview.${side}Alt`)} data-testid={`board-${side}`} sx={{ width: '80%', height: 'auto', maxHeight: 420, objectFit: 'contain' }} />
            <Typography component="figcaption" variant="body2">
              {t(`preview.${side}`)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
