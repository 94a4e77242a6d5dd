import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A settings section's title (the page's second level) and, below it, what the section is about. */
export function SettingsHeading({ title, intro, id }: { title: string; intro?: ReactNode; id?: string }) {
  return (
    <>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography sx={{ mb: 3 }} color="text.secondary">
          {intro}
        </Typography>
      )}
    </>
  );
}
