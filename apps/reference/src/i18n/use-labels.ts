// A ui package's wording from the app's locale files (one key of one namespace), over the
// package's English defaults for anything a locale leaves out.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

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

/**
 * `suspend: false` renders the defaults while the namespace loads (for parts of the shell, which
 * must not wait for a page's namespace).
 */
export function useLabels<T extends Tree>(
  namespace: string,
  key: string,
  defaults: T,
  suspend = true,
): T {
  const { t, i18n } = useTranslation(namespace, { useSuspense: suspend });
  return useMemo(
    () => mergeLabels(defaults, t(key, { returnObjects: true, skipInterpolation: true })),
    // The labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, key, defaults],
  );
}
