import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import { responseTimeLeft } from '@pcbm/web-kit/requests/order-status';
import { useLocaleState, useTranslate } from 'react-admin';

/**
 * The end of the producer's 7-day response window: while a quote is awaited, with the time left or that it passed;
 * afterwards the date alone (the window no longer runs).
 */
export function ResponseDeadline({ deadline, awaitingQuote, now = new Date() }: { readonly deadline: string | null | undefined; readonly awaitingQuote: boolean; readonly now?: Date }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!deadline) return <>{translate('admin.requests.orders.deadlineNone')}</>;
  const when = formatDateTime(deadline, locale);
  const left = awaitingQuote ? responseTimeLeft(deadline, now) : null;
  if (!left) return <time dateTime={deadline}>{when}</time>;
  return (
    <time dateTime={deadline}>
      {left.passed ? translate('admin.requests.orders.deadlinePassed', { deadline: when }) : translate('admin.requests.orders.deadlineLeft', { deadline: when, days: translate('admin.requests.orders.days', { smart_count: left.days }), hours: translate('admin.requests.orders.hours', { smart_count: left.hours }) })}
    </time>
  );
}
