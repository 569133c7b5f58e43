// A ui package's English label set with every string the app's locale file has at the same
// place: the locale wins, the English default fills what it leaves out.
type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with every string `over` has at the same place. */
export function mergeLabels<T extends Tree>(base: T, over: unknown): T {
  if (!isTree(over)) return base;
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(base)) {
    const next = over[key];
    if (isTree(value)) out[key] = mergeLabels(value, next);
    else if (typeof next === 'string') out[key] = next;
  }
  return out as T;
}
