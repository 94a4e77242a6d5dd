import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface FormSectionProps {
  /** Key of the section's title. */
  readonly title: string;
  /** Key of a line that says what the section is for. */
  readonly help?: string;
  readonly children: ReactNode;
}

/** A group of a form's fields under a title, announced as one group to screen readers. */
export function FormSection({ title, help, children }: FormSectionProps) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0, width: '100%' }}>
      <Typography component="legend" variant="h6" sx={{ p: 0 }}>
        {translate(title)}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(help)}
        </Typography>
      )}
      {children}
    </Box>
  );
}
