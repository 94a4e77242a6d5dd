import { useTranslate } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** Why an order was cancelled: the reason from the product's list, and the words given with it, if any. */
export function CancelReason({ reason, text }: { readonly reason: string | null | undefined; readonly text: string | null | undefined }) {
  const { t } = useTranslation('requests');
  const translate = useTranslate();
  const parts = [reason ? t(`reason.values.${reason}`, { defaultValue: reason }) : null, text ? translate('admin.requests.quoted', { text }) : null].filter(Boolean);
  return <>{parts.length > 0 ? parts.join(': ') : '—'}</>;
}
