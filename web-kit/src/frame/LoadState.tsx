import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface LoadStateProps {
  /** The data is on its way: a status line says so. */
  readonly loading: boolean;
  /** The data could not be loaded: an error offers to try again. */
  readonly failed: boolean;
  readonly texts: { readonly loading: string; readonly failed: string; readonly retry: string };
  readonly onRetry: () => void;
}

/** What a page shows while its data loads, or after it could not be loaded; nothing once it is there. */
export function LoadState({ loading, failed, texts, onRetry }: LoadStateProps) {
  return (
    <>
      {loading && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography role="status">{texts.loading}</Typography>
        </Stack>
      )}
      {failed && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {texts.retry}
            </Button>
          }
        >
          {texts.failed}
        </Alert>
      )}
    </>
  );
}
