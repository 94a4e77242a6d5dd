import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useDisplayPreferences } from '../display/DisplayPreferencesProvider';
import { FONT_SIZES, MOTION_CHOICES, TEXT_SIZES, type DisplayPreferences } from '../display/display-preferences';
import { SettingsHeading } from './SettingsHeading';

/** Accessibility: text size, motion, underlined links and a strong focus ring, kept in this browser and applied at once. */
export function AccessibilitySettings() {
  const { t } = useTranslation('settings');
  const { preferences, change, reset } = useDisplayPreferences();
  return (
    <Box>
      <SettingsHeading title={t('accessibility.title')} intro={t('display.thisBrowser')} />
      <Stack spacing={4} divider={<Divider flexItem />}>
        <FormControl>
          <FormLabel id="text-size-label">{t('accessibility.textSize')}</FormLabel>
          <RadioGroup aria-labelledby="text-size-label" value={preferences.textSize} onChange={(_, value) => change({ textSize: value as DisplayPreferences['textSize'] })}>
            {TEXT_SIZES.map((size) => (
              <FormControlLabel
                key={size}
                value={size}
                control={<Radio />}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1.5 }}>
                    <span>{t(`accessibility.textSizes.${size}`)}</span>
                    <Box component="span" aria-hidden="true" sx={{ fontSize: `${(FONT_SIZES[size] / 14) * 1.25}rem`, fontWeight: 600, lineHeight: 1 }}>
                      Aa
                    </Box>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
          <FormHelperText sx={{ mx: 0 }}>{t('accessibility.textSizeHint')}</FormHelperText>
        </FormControl>
        <FormControl>
          <FormLabel id="motion-label">{t('accessibility.motion')}</FormLabel>
          <RadioGroup aria-labelledby="motion-label" value={preferences.motion} onChange={(_, value) => change({ motion: value as DisplayPreferences['motion'] })}>
            {MOTION_CHOICES.map((choice) => (
              <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`accessibility.motions.${choice}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <Stack spacing={1}>
          <FormControlLabel
            control={<Switch checked={preferences.underlineLinks} onChange={(event) => change({ underlineLinks: event.target.checked })} />}
            label={t('accessibility.underlineLinks')}
          />
          <FormControlLabel
            control={<Switch checked={preferences.strongFocus} onChange={(event) => change({ strongFocus: event.target.checked })} />}
            label={t('accessibility.strongFocus')}
          />
        </Stack>
      </Stack>
      <Box sx={{ mt: 4 }}>
        <Button variant="outlined" onClick={reset}>
          {t('accessibility.reset')}
        </Button>
      </Box>
    </Box>
  );
}
