import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What shows while a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** A page whose code loads when it is first opened. */
export function LazyPage({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
