import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCookieSettingsDialog as CookieSettingsDialog } from './LazyCookieSettingsDialog';

/** The footer entry that opens the cookie settings, for visitors and signed-in people alike. */
export function CookieSettingsLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" type="button" variant="body1" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('footer.cookies')}
      </Link>
      <CookieSettingsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
