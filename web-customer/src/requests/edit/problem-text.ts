import { MAX_BULK_PRICE, MAX_ORDER_QUANTITY } from '@pcbm/domain/ordering/order-input';
import type { FieldProblem } from './edit-order-form';

/** A translation key (with its namespace) and its values. */
export interface ProblemText {
  readonly key: string;
  readonly values?: Record<string, string>;
}

/** What to tell about a field the order schema refused, in the words the wizard uses where it has them. */
export function problemTextOf(problem: FieldProblem, locale: string): ProblemText {
  const { field, code } = problem;
  if (field === 'quantity') return code === 'too_big' ? { key: 'production:errors.quantityMax', values: { max: MAX_ORDER_QUANTITY.toLocaleString(locale) } } : { key: 'requests:edit.errors.quantity' };
  if (field === 'bulkPrices') return { key: 'requests:edit.errors.tooManyPrices' };
  if (field.startsWith('bulkPrices.')) return code === 'too_big' ? { key: 'production:errors.priceMax', values: { max: MAX_BULK_PRICE.toLocaleString(locale) } } : { key: 'production:errors.number' };
  if (field.endsWith('country')) return { key: 'production:errors.country' };
  if (code === 'too_big') return { key: 'requests:edit.errors.tooLong' };
  if (code === 'custom') return { key: 'production:errors.characters' };
  return { key: 'requests:edit.errors.required' };
}
