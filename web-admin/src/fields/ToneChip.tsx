import { green, lightBlue, orange, red } from '@mui/material/colors';
import Chip from '@mui/material/Chip';

/** What a state asks of the reader: nothing, a look, attention, or action. */
export type Tone = 'default' | 'info' | 'success' | 'warning' | 'error';

/**
 * Chip colours that keep 4.5:1 contrast on any background they sit on, light or dark: fixed shades, since the dark
 * palette's own are lighter and white text on them would not read.
 */
const LOOK: Record<Tone, object> = {
  default: { bgcolor: 'grey.200', color: 'common.black' },
  info: { bgcolor: lightBlue[900], color: 'common.white' },
  success: { bgcolor: green[900], color: 'common.white' },
  warning: { bgcolor: orange[800], color: 'common.black' },
  error: { bgcolor: red[800], color: 'common.white' },
};

/** A state in words (already translated), coloured by its tone. */
export function ToneChip({ label, tone, icon }: { readonly label: string; readonly tone: Tone; readonly icon?: React.ReactElement }) {
  return <Chip size="small" label={label} icon={icon} sx={{ ...LOOK[tone], '& .MuiChip-icon': { color: 'inherit' } }} />;
}
