import DeveloperBoardOffIcon from '@mui/icons-material/DeveloperBoardOff';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuthorizedBlob } from './use-authorized-blob';

/** The board picture sent with the request (PNG), fetched with the bearer token. */
export function BoardPreviewImage({ path, name, size = 160 }: { readonly path: string | null | undefined; readonly name: string; readonly size?: number }) {
  const { t } = useTranslation('requests');
  const image = useAuthorizedBlob(path);
  if (!path || image === 'failed') {
    // A request sent without board files (a shop's demo request) has no picture: the place says so instead of staying blank.
    return (
      <Box
        role="img"
        aria-label={t('preview.none', { name })}
        sx={{ width: size, height: size * 0.66, bgcolor: 'action.hover', borderRadius: 1, color: 'text.secondary', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 0.5, flexShrink: 0 }}
      >
        <DeveloperBoardOffIcon aria-hidden sx={{ fontSize: size / 4 }} />
        {size >= 96 && (
          <Typography variant="caption" aria-hidden>
            {t('preview.noneShort')}
          </Typography>
        )}
      </Box>
    );
  }
  if (image === 'loading' || image === null) return <Skeleton variant="rectangular" width={size} height={size * 0.66} />;
  return <Box component="img" src={image.url} alt={t('preview.alt', { name })} sx={{ width: size, height: 'auto', maxHeight: size, objectFit: 'contain', bgcolor: '#1d1f21', borderRadius: 1 }} />;
}
