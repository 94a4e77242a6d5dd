import type { TFunction } from 'i18next';
import { problemValues, type ImportProblem } from './table-import/ProblemList';

/** A parts-list import problem in words of the current language (the importer's English when it is a new one). */
export function describeBomProblem(problem: ImportProblem, t: TFunction<'components'>): string {
  const values = problemValues(problem);
  const numbers = (problem.message.match(/\d+/g) ?? []).map(Number);
  switch (problem.code) {
    case 'designatorMissing':
      return problem.row === undefined ? t('problems.designatorMissing') : t('problems.designatorEmpty');
    case 'alternativeManufacturerWithoutMpn':
      return t('problems.alternativeManufacturerWithoutMpn', { number: numbers[0] ?? 1 });
    case 'quantityMismatch':
      return t('problems.quantityMismatch', { designators: numbers[1] ?? '', quantity: numbers[2] ?? '' });
    case 'rowsIgnored':
      return t('problems.rowsIgnored', { count: values.count });
    case 'duplicateDesignator':
      return t('problems.duplicateDesignator', { designator: values.subject });
    case 'moreDuplicateDesignators':
      return t('problems.moreDuplicateDesignators', { count: values.count });
    default:
      return t(`problems.${problem.code}`, { quoted: values.quoted, defaultValue: problem.message });
  }
}
