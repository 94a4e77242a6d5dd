import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCodeError } from './page-code';

/** What a page that failed says: why, in words, and a way to load it again. */
function PageFailed({ codeMissing }: { readonly codeMissing: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('flash.reload')}
        </Button>
      }
    >
      {codeMissing ? t('page.codeFailed') : t('page.failed')}
    </Alert>
  );
}

/**
 * Keeps a failing page from leaving a blank screen: a page whose code could not be loaded, or that failed while it
 * was drawn, says so with a reload button. Give it a `key` that changes with the route, so another page starts anew.
 */
export class PageBoundary extends Component<{ readonly children: ReactNode }, { readonly error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error('A page failed', error);
  }

  render() {
    return this.state.error ? <PageFailed codeMissing={this.state.error instanceof PageCodeError} /> : this.props.children;
  }
}
