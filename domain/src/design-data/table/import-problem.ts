/** Errors make an import invalid; warnings and infos are shown but do not stop the order. */
export type ProblemSeverity = 'error' | 'warning' | 'info';

/** One finding of a table import; `row` and `column` are 0-based indexes into the table, messages count from 1. */
export interface ImportProblem<Code extends string = string> {
  readonly code: Code;
  readonly severity: ProblemSeverity;
  readonly message: string;
  readonly row?: number;
  readonly column?: number;
}

/** Whether none of the problems is an error. */
export const hasNoErrors = (problems: readonly ImportProblem[]): boolean => problems.every((problem) => problem.severity !== 'error');
