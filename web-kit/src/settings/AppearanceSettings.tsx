import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDisplayPreferences } from '../display/DisplayPreferencesProvider';
import { COLOR_SCHEMES, type DisplayPreferences } from '../display/display-preferences';
import { SettingsHeading } from './SettingsHeading';

/** The colours of a small picture of a page in each scheme (MUI's light and dark surfaces). */
interface PictureColours {
  readonly page: string;
  readonly bar: string;
  readonly line: string;
  readonly text: string;
}

const PICTURE: Record<'light' | 'dark', PictureColours> = {
  light: { page: '#ffffff', bar: '#5b2a86', line: '#d6d6d6', text: '#3a3a3a' },
  dark: { page: '#121212', bar: '#b08fd6', line: '#3b3b3b', text: '#e0e0e0' },
};

/** A small drawing of a page in a colour scheme; following the system shows both halves. */
function SchemePicture({ scheme }: { readonly scheme: DisplayPreferences['colorScheme'] }) {
  const half = (colours: PictureColours, clip?: string) => (
    <g clipPath={clip}>
      <rect width="120" height="72" fill={colours.page} />
      <rect width="120" height="14" fill={colours.bar} />
      <rect x="10" y="24" width="60" height="6" rx="3" fill={colours.text} />
      <rect x="10" y="36" width="96" height="5" rx="2.5" fill={colours.line} />
      <rect x="10" y="46" width="84" height="5" rx="2.5" fill={colours.line} />
      <rect x="10" y="56" width="40" height="8" rx="4" fill={colours.bar} />
    </g>
  );
  return (
    <Box component="svg" viewBox="0 0 120 72" aria-hidden="true" sx={{ width: 120, height: 72, display: 'block', borderRadius: 1, border: 1, borderColor: 'divider' }}>
      <defs>
        <clipPath id="scheme-right-half">
          <polygon points="120,0 120,72 0,72" />
        </clipPath>
      </defs>
      {half(scheme === 'dark' ? PICTURE.dark : PICTURE.light)}
      {scheme === 'system' && half(PICTURE.dark, 'url(#scheme-right-half)')}
    </Box>
  );
}

/** Appearance: light, dark or like the system, kept in this browser and applied at once. */
export function AppearanceSettings() {
  const { t } = useTranslation('settings');
  const { preferences, change, colorScheme } = useDisplayPreferences();
  return (
    <Box>
      <SettingsHeading title={t('appearance.title')} intro={t('display.thisBrowser')} />
      <FormControl>
        <FormLabel id="color-scheme-label">{t('appearance.colorScheme')}</FormLabel>
        <RadioGroup
          aria-labelledby="color-scheme-label"
          value={preferences.colorScheme}
          onChange={(_, value) => change({ colorScheme: value as DisplayPreferences['colorScheme'] })}
          sx={{ flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 1 }}
        >
          {COLOR_SCHEMES.map((scheme) => (
            <Box
              key={scheme}
              component="label"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                p: 1.5,
                borderRadius: 2,
                border: 2,
                borderColor: preferences.colorScheme === scheme ? 'primary.main' : 'divider',
                cursor: 'pointer',
              }}
            >
              <SchemePicture scheme={scheme} />
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <Radio value={scheme} size="small" sx={{ ml: -1 }} />
                <span>{t(`appearance.schemes.${scheme}`)}</span>
              </Box>
            </Box>
          ))}
        </RadioGroup>
      </FormControl>
      <Typography sx={{ mt: 2 }} role="status">
        {preferences.colorScheme === 'system' ? t('appearance.systemNow', { scheme: t(`appearance.schemes.${colorScheme}`) }) : null}
      </Typography>
      <Box sx={{ mt: 3 }}>
        <Button variant="outlined" onClick={() => change({ colorScheme: 'system' })} disabled={preferences.colorScheme === 'system'}>
          {t('appearance.reset')}
        </Button>
      </Box>
    </Box>
  );
}
