import type { Table } from '@pcbm/domain/tables/table';
import type { CplMarkers } from '@pcbm/domain/placement/cpl-import';
import type { TFunction } from 'i18next';
import { problemValues, type ImportProblem } from '../components/table-import/ProblemList';

/** A placement import problem in words of the current language, naming the part where the row has one. */
export function describeCplProblem(problem: ImportProblem, t: TFunction<'placement'>, table: Table, markers: CplMarkers | null): string {
  const designatorColumn = markers ? Object.entries(markers.columns).find(([, kind]) => kind === 'designator')?.[0] : undefined;
  const fromRow = problem.row === undefined || designatorColumn === undefined ? '' : (table.rows[problem.row]?.[Number(designatorColumn)] ?? '').trim();
  const designator = fromRow || problem.designator || '';
  return t(`problems.${problem.code}`, { designator: designator || '–', quoted: problemValues(problem).quoted, defaultValue: problem.message });
}
