import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useTranslation } from 'react-i18next';

/** Under a preview: how many rows are shown, and account creation or sign-in that come back to this sheet. */
export function SignUpPrompt({ sheetId, shown, count }: { readonly sheetId: string; readonly shown: number; readonly count: number }) {
  const { t } = useTranslation('formatter');
  const site = useSite();
  const here = `/sheet/${encodeURIComponent(sheetId)}`;
  return (
    <Alert
      severity="info"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignSelf: 'center' }}>
          <Button variant="contained" onClick={() => void site.signIn(here, { register: true })}>
            {t('prompt.register')}
          </Button>
          <Button variant="outlined" color="inherit" onClick={() => void site.signIn(here)}>
            {t('prompt.signIn')}
          </Button>
        </Stack>
      }
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {t('prompt.text', { shown, count })}
    </Alert>
  );
}
