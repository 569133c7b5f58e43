// A ui package's wording from the app's locale files (one key of one namespace), over the
// package's English defaults for anything a locale leaves out (mergeLabels).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeLabels } from './merge-labels';

/**
 * `suspend: false` renders the defaults while the namespace loads (for parts of the shell, which
 * must not wait for a page's namespace).
 */
export function useLabels<T extends Record<string, unknown>>(
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
