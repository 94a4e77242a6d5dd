import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A simple page: a heading, a text and actions. */
export function MessagePage({ title, text, children }: { readonly title: string; readonly text?: string; readonly children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 720, mx: 'auto', mt: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {text && <Typography sx={{ mb: 2 }}>{text}</Typography>}
      {children}
    </Paper>
  );
}

export function HomeButton({ label }: { readonly label: string }) {
  return (
    <Button variant="contained" href="/">
      {label}
    </Button>
  );
}
