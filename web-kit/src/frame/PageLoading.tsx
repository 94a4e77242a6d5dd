import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loadPageCode } from './page-code';
import { PageBoundary } from './PageBoundary';

/** What shows while a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** A page whose code loads when it is first opened; one that cannot be loaded says so instead of a blank screen. */
export function LazyPage({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageBoundary>
  );
}

/** `React.lazy` for a page or a part of one, failing with `PageCodeError` when its code does not arrive. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export const lazyPart = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) => lazy(() => loadPageCode(load));
