/** Date and time as the locale writes them: German 24-hour, English 12-hour. */
export function formatDateTime(value: Date | string, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: locale === 'de' ? 'h23' : 'h12',
  }).format(date);
}

export function formatDate(value: Date | string, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium' }).format(date);
}

export type PassedTime = { readonly key: 'justNow' | 'minutes' | 'hours' | 'days' | 'weeks'; readonly count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** How long ago something happened, as the passed-time labels name it. */
export function passedTime(value: Date | string, now: Date): PassedTime {
  const elapsed = Math.max(0, now.getTime() - new Date(value).getTime());
  if (elapsed < MINUTE) return { key: 'justNow', count: 0 };
  if (elapsed < HOUR) return { key: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { key: 'hours', count: Math.floor(elapsed / HOUR) };
  if (elapsed < WEEK) return { key: 'days', count: Math.floor(elapsed / DAY) };
  return { key: 'weeks', count: Math.floor(elapsed / WEEK) };
}

/** Money in euros as the locale writes it. */
export function formatMoney(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(value);
}
