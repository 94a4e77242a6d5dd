import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

export interface FormActionsProps {
  readonly label: string;
  readonly saving: boolean;
  /** What went wrong with the last save, shown under the button. */
  readonly error: string | null;
  /** Further buttons after the save button. */
  readonly children?: ReactNode;
}

/**
 * The save button of a settings form and, under it, the answer of the last save: nothing above the
 * button moves when a message comes or goes.
 */
export function FormActions({ label, saving, error, children }: FormActionsProps) {
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {label}
        </Button>
        {children}
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
