import type { TFunction } from 'i18next';
import type { SheetField } from './sheet-rows';

/** What a cell of the given column must hold, in words. */
export function cellProblemText(field: SheetField, t: TFunction<'formatter'>): string {
  if (field === 'quantity') return t('edit.problems.quantity');
  if (field === 'designators') return t('edit.problems.designators');
  if (field === 'description') return t('edit.problems.description');
  return t('edit.problems.text');
}
