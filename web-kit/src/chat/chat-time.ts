import type { TFunction } from 'i18next';
import { formatDateTime, passedTime } from '../i18n/time';

/** When a message was sent: how long ago within the last week, its date and time after that. */
export function sentTimeText(createdOn: string, t: TFunction<'chat'>, locale: string, now: Date = new Date()): string {
  const passed = passedTime(createdOn, now);
  if (passed.key === 'weeks') return formatDateTime(createdOn, locale);
  return t(`common:time.${passed.key}`, { count: passed.count });
}

/** A file size in bytes, kB or MB. */
export function fileSizeText(bytes: number, t: TFunction<'chat'>, locale: string): string {
  const format = (value: number) => new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return t('units.bytes', { value: format(bytes) });
  if (bytes < 1024 * 1024) return t('units.kB', { value: format(bytes / 1024) });
  return t('units.MB', { value: format(bytes / (1024 * 1024)) });
}
