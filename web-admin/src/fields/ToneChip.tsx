import Chip from '@mui/material/Chip';

/** What a state asks of the reader: nothing, a look, attention, or action. */
export type Tone = 'default' | 'info' | 'success' | 'warning' | 'error';

/** Chip colours that keep 4.5:1 contrast on any background they sit on. */
const LOOK: Record<Tone, object> = {
  default: { bgcolor: 'grey.200', color: 'text.primary' },
  info: { bgcolor: 'info.dark', color: 'common.white' },
  success: { bgcolor: 'success.dark', color: 'common.white' },
  warning: { bgcolor: 'warning.main', color: 'common.black' },
  error: { bgcolor: 'error.dark', color: 'common.white' },
};

/** A state in words (already translated), coloured by its tone. */
export function ToneChip({ label, tone, icon }: { readonly label: string; readonly tone: Tone; readonly icon?: React.ReactElement }) {
  return <Chip size="small" label={label} icon={icon} sx={{ ...LOOK[tone], '& .MuiChip-icon': { color: 'inherit' } }} />;
}
