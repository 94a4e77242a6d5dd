import { useRecordContext, useTranslate } from 'react-admin';
import type { ProducerPricing } from './pricing-operations';

/** "Instant pricing of <producer>", as the page title. */
export function PricingTitle() {
  const row = useRecordContext<ProducerPricing>();
  const translate = useTranslate();
  return <>{row ? translate('admin.pricing.title', { producer: row.producer }) : ''}</>;
}
