import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FormProblems } from './pricing-form';

export interface ExternalServerFieldsProps {
  readonly url: string;
  readonly apiKey: string;
  /** Whether the server holds a key; it is never shown. */
  readonly apiKeySet: boolean;
  readonly problems: FormProblems;
  readonly onUrlChange: (url: string) => void;
  readonly onApiKeyChange: (apiKey: string) => void;
}

const EXAMPLE_HOST = 'https://pricing.example.com';

/** The producer's pricing server: its URL and its write-only API key. */
export function ExternalServerFields({ url, apiKey, apiKeySet, problems, onUrlChange, onApiKeyChange }: ExternalServerFieldsProps) {
  const { t } = useTranslation('pricing');
  const urlProblem = problems.url === 'invalid' ? t('external.invalidUrl', { host: EXAMPLE_HOST }) : problems.url === 'required' ? t('external.required') : null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="pricing-external-title" sx={{ maxWidth: 560 }}>
      <Typography id="pricing-external-title" variant="h6" component="h2">
        {t('external.title')}
      </Typography>
      <Typography variant="body2">{t('external.help')}</Typography>
      <TextField
        label={t('external.url')}
        type="url"
        value={url}
        onChange={(event) => onUrlChange(event.target.value)}
        error={urlProblem !== null}
        helperText={urlProblem ?? t('external.urlHelp')}
        slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url' } }}
      />
      <TextField
        label={t('external.apiKey')}
        type="password"
        value={apiKey}
        onChange={(event) => onApiKeyChange(event.target.value)}
        error={problems.apiKey !== undefined}
        helperText={problems.apiKey ? t('external.required') : apiKeySet ? t('external.apiKeyKeep') : t('external.apiKeyNone')}
        slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
      />
    </Stack>
  );
}
