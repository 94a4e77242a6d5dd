type Tree = { readonly [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Merges string trees, later ones adding to and overriding earlier ones key by key. */
export function mergeMessages(...trees: readonly object[]): Tree {
  const merged: Record<string, unknown> = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      merged[key] = isTree(value) && isTree(merged[key]) ? mergeMessages(merged[key], value) : value;
    }
  }
  return merged;
}
