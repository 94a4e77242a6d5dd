import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/**
 * A place for a progress bar and the sentence that names the work, read out to screen readers when it appears. The
 * place stays reserved while nothing runs, so the dialog does not jump when the work starts.
 */
export function WorkUnderWay({ running, text }: { readonly running: boolean; readonly text: string }) {
  const id = useId();
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 40 }}>
      {running && (
        <>
          <LinearProgress aria-labelledby={id} />
          <Typography id={id} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {text}
          </Typography>
        </>
      )}
    </Box>
  );
}
