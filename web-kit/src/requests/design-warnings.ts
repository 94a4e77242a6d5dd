import type { TFunction } from 'i18next';

/** A design-data warning as an order carries it. */
export interface DesignWarning {
  readonly code: string;
  readonly message: string;
  readonly file: string | null;
  readonly subject?: string | null;
  readonly more?: number | null;
}

/** One line of the warnings: what, in the reader's language, and the parts it is about. */
export interface WarningLine {
  readonly key: string;
  readonly text: string;
  readonly subjects: readonly string[];
}

const NO_WORDS = '\u0000';

/**
 * The warnings an order was sent with, one line per kind and file: how many, in the reader's language, and which
 * parts. Fifty parts placed but not in the parts list read as one line naming them, not fifty sentences. A kind
 * without words of its own keeps the server's sentences.
 */
export function warningLines(warnings: readonly DesignWarning[], t: TFunction): WarningLine[] {
  const groups = new Map<string, { code: string; file: string | null; count: number; subjects: string[]; messages: string[] }>();
  for (const warning of warnings) {
    const key = `${warning.code}/${warning.file ?? ''}`;
    const group = groups.get(key) ?? { code: warning.code, file: warning.file, count: 0, subjects: [], messages: [] };
    group.count += warning.more ?? 1;
    if (warning.subject) group.subjects.push(warning.subject);
    group.messages.push(warning.message);
    groups.set(key, group);
  }
  return [...groups.entries()].flatMap(([key, group]) => {
    const text = t(`requests:warnings.${group.code}`, { count: group.count, file: group.file ?? '', defaultValue: NO_WORDS });
    if (text !== NO_WORDS) return [{ key, text, subjects: group.subjects }];
    return group.messages.map((message, index) => ({ key: `${key}/${index}`, text: group.file ? `${group.file}: ${message}` : message, subjects: [] }));
  });
}

/** How many warnings there are, counting those left unnamed. */
export const warningCount = (warnings: readonly DesignWarning[]) => warnings.reduce((sum, warning) => sum + (warning.more ?? 1), 0);
