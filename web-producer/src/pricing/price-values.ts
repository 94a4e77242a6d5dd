import { PRICE_RANGE_FIELDS, type PriceRangeField } from '@pcbm/domain/pricing/pricing-variables';
import { formatDecimal } from '@pcbm/web-kit/i18n/numbers';
import { formatMoney } from '@pcbm/web-kit/i18n/time';

/** The price range fields counted in days; the others are amounts of money in euros. */
export const DAY_FIELDS: ReadonlySet<PriceRangeField> = new Set(['completionTime', 'shippingTime']);

export const isPriceRangeField = (name: string): name is PriceRangeField => (PRICE_RANGE_FIELDS as readonly string[]).includes(name);

/**
 * A formula's value as the reader's language writes it: money for a formula that gives a cost of the price range,
 * days for a time, a plain number for any other formula (one the formulas below it use).
 */
export function formulaValueText(name: string, value: number, t: (key: string, options: Record<string, unknown>) => string, locale: string): string {
  if (!isPriceRangeField(name)) return formatDecimal(value, locale);
  if (DAY_FIELDS.has(name)) return t('price.days', { count: value, value: formatDecimal(value, locale, { max: 2 }) });
  return formatMoney(value, locale);
}
