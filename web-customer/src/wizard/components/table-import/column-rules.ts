/** Column kinds by column index (as text, the way the draft keeps them); `ignore` leaves a column out. */
export type ColumnKinds = Readonly<Record<string, string>>;

/** What a table's column kinds must obey. */
export interface ColumnRules {
  /** Kinds more than one column may hold; every other kind is held by one column at most. */
  readonly repeatable: ReadonlySet<string>;
  /** A kind that needs another kind's column: e.g. the manufacturer needs the MPN. */
  readonly needs: Readonly<Record<string, string>>;
}

/** The parts list's rules: alternatives in ascending order, a manufacturer (also an alternative one) needs its MPN. */
export const BOM_COLUMN_RULES: ColumnRules = {
  repeatable: new Set(['description']),
  needs: {
    manufacturer: 'mpn',
    alternativeMpn2: 'alternativeMpn1',
    alternativeManufacturer1: 'alternativeMpn1',
    alternativeManufacturer2: 'alternativeMpn2',
  },
};

/** The placement list's rules: every kind once. */
export const CPL_COLUMN_RULES: ColumnRules = { repeatable: new Set(), needs: {} };

export type ColumnRefusal =
  /** The chosen kind needs a column that holds another kind first. */
  | { readonly refused: 'needs'; readonly kind: string; readonly needed: string }
  /** Taking this column's kind away would leave a column without the kind it needs. */
  | { readonly refused: 'neededBy'; readonly kind: string; readonly dependent: string };

const holds = (columns: ColumnKinds, kind: string) => Object.values(columns).includes(kind);

/**
 * Gives a column a kind, obeying the rules. A kind held once moves from its old column (that one
 * is ignored then). Refuses a kind whose prerequisite is missing, and taking away a kind another
 * column needs.
 */
export function chooseColumnKind(columns: ColumnKinds, column: number, kind: string, rules: ColumnRules): { readonly columns: ColumnKinds } | ColumnRefusal {
  const key = String(column);
  const next: Record<string, string> = { ...columns };
  if (kind !== 'ignore' && !rules.repeatable.has(kind)) {
    for (const [other, held] of Object.entries(next)) if (held === kind && other !== key) next[other] = 'ignore';
  }
  next[key] = kind;
  const needed = rules.needs[kind];
  if (needed && !holds(next, needed)) return { refused: 'needs', kind, needed };
  for (const [dependent, prerequisite] of Object.entries(rules.needs)) {
    // Only a break this choice causes is refused; a table read with a broken combination can still be mended.
    if (holds(next, dependent) && !holds(next, prerequisite) && holds(columns, prerequisite)) return { refused: 'neededBy', kind: prerequisite, dependent };
  }
  return { columns: next };
}
