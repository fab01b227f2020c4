type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Merges message trees left to right: later sources win, missing keys keep the earlier text. */
export function deepMerge(...sources: Tree[]): Tree {
  const result: Tree = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const existing = result[key];
      result[key] = isTree(existing) && isTree(value) ? deepMerge(existing, value) : value;
    }
  }
  return result;
}
