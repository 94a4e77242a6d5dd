import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@pcbm/web-kit/frame/visually-hidden';
import { useRecordContext } from 'react-admin';

interface CodeChipsFieldProps {
  readonly source: string;
  /** The word for a code in the language shown. */
  readonly name: (code: string) => string;
  /** Shows at most this many chips, and one more "+n" chip naming the rest (on hover, and in words screen readers read). */
  readonly max?: number;
  readonly label?: string;
}

/** A list of codes (services, certificates, countries) as chips with their names, or a dash when there is none. */
export function CodeChipsField({ source, name, max }: CodeChipsFieldProps) {
  const record = useRecordContext<Record<string, unknown>>();
  const codes = (record?.[source] as readonly string[] | null | undefined) ?? [];
  if (codes.length === 0) return <Typography variant="body2">—</Typography>;
  const shown = max !== undefined && codes.length > max ? codes.slice(0, max) : codes;
  const rest = codes.slice(shown.length).map(name);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((code) => (
        <Chip key={code} label={name(code)} size="small" />
      ))}
      {rest.length > 0 && (
        <Chip
          size="small"
          variant="outlined"
          title={rest.join(', ')}
          label={
            <>
              <span aria-hidden="true">+{rest.length}</span>
              <Box component="span" sx={visuallyHidden}>
                {rest.join(', ')}
              </Box>
            </>
          }
        />
      )}
    </Stack>
  );
}
