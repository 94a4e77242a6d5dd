import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Terms and what they are, as a definition list in two columns (one on narrow screens). */
export function FactList({ facts }: { readonly facts: readonly (readonly [term: string, value: ReactNode])[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(11rem, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Box component="dd" sx={{ m: 0, typography: 'body2' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
