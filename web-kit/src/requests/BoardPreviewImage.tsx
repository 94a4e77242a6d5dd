import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useAuthorizedBlob } from './use-authorized-blob';

/** The board picture sent with the request (PNG), fetched with the bearer token. */
export function BoardPreviewImage({ path, name, size = 160 }: { readonly path: string | null | undefined; readonly name: string; readonly size?: number }) {
  const { t } = useTranslation('requests');
  const image = useAuthorizedBlob(path);
  if (!path || image === 'failed') {
    return <Box role="img" aria-label={t('preview.none', { name })} sx={{ width: size, height: size * 0.66, bgcolor: 'action.hover', borderRadius: 1 }} />;
  }
  if (image === 'loading' || image === null) return <Skeleton variant="rectangular" width={size} height={size * 0.66} />;
  return <Box component="img" src={image.url} alt={t('preview.alt', { name })} sx={{ width: size, height: 'auto', maxHeight: size, objectFit: 'contain', bgcolor: '#1d1f21', borderRadius: 1 }} />;
}
