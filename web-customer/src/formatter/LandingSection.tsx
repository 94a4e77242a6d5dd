import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section of the formatter landing, named by its heading for screen readers. */
export function LandingSection({ id, heading, children }: { readonly id: string; readonly heading: string; readonly children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ py: { xs: 3, md: 5 } }}>
      <Typography id={`${id}-heading`} variant="h4" component="h2" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
