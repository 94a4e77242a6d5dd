import Link from '@mui/material/Link';
import { NoticeProvider } from '../requests/Notice';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../frame/PageLoading';

// The form and its rules load when someone wants to write to us.
const ContactDialog = lazyPart(() => import('./ContactDialog').then((m) => ({ default: m.ContactDialog })));

/** A link-like button that opens the contact form (for the footer), with its own place for the thanks. */
export function ContactButton() {
  const { t } = useTranslation('contact');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <NoticeProvider>
      <Link
        component="button"
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ font: 'inherit', verticalAlign: 'baseline' }}
      >
        {t('open')}
      </Link>
      {opened && (
        <Suspense fallback={null}>
          <ContactDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </NoticeProvider>
  );
}
