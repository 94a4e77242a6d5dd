import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

export interface ImportProblem {
  readonly code: string;
  readonly message: string;
  readonly row?: number;
  readonly column?: number;
  /** The part it is about, when it has no row of its own. */
  readonly designator?: string;
  readonly severity: 'problem' | 'warning';
}

export interface ProblemListProps {
  readonly problems: readonly ImportProblem[];
  /** The problem in words of the current language. */
  readonly describe: (problem: ImportProblem) => string;
  /** The header text of a column, to say where a problem is. */
  readonly headerOf: (column: number) => string;
  /** At most this many are listed; the rest are counted. */
  readonly limit?: number;
}

/** An importer's problems in words, errors before warnings, each with its row and column where known. */
export function ProblemList({ problems, describe, headerOf, limit = 20 }: ProblemListProps) {
  const { t } = useTranslation('components');
  if (problems.length === 0) return null;
  const where = (problem: ImportProblem) => {
    const header = problem.column === undefined ? '' : headerOf(problem.column);
    if (problem.row !== undefined && problem.column !== undefined) return t('tableImport.at.rowColumn', { row: problem.row + 1, column: problem.column + 1, header: header || '–' });
    if (problem.row !== undefined) return t('tableImport.at.row', { row: problem.row + 1 });
    if (problem.column !== undefined) return t('tableImport.at.column', { column: problem.column + 1, header: header || '–' });
    return '';
  };
  const groups = (['problem', 'warning'] as const).map((severity) => problems.filter((p) => p.severity === severity));
  return (
    <>
      {groups.map((group, index) =>
        group.length === 0 ? null : (
          <Alert key={index} severity={index === 0 ? 'error' : 'warning'} role="status">
            <AlertTitle>{index === 0 ? t('tableImport.problemsTitle', { count: group.length }) : t('tableImport.warningsTitle', { count: group.length })}</AlertTitle>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {group.slice(0, limit).map((problem, at) => (
                <li key={at}>
                  {describe(problem)}
                  {where(problem) && <> ({where(problem)})</>}
                </li>
              ))}
              {group.length > limit && <li>{t('tableImport.moreProblems', { count: group.length - limit })}</li>}
            </ul>
          </Alert>
        ),
      )}
    </>
  );
}

/** Values a problem text may use besides its place: what the importer quoted, a leading count or name. */
export function problemValues(problem: ImportProblem) {
  return {
    quoted: /"([^"]*)"/.exec(problem.message)?.[1] ?? '',
    count: Number(/^(\d+)/.exec(problem.message)?.[1] ?? 0),
    subject: problem.message.split(' ')[0] ?? '',
  };
}
