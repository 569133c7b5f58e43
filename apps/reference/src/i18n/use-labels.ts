// A ui package's label set in the app's language: pages.json's tree under `key` over the
// package's English defaults (mergeLabels), recomputed when the language changes.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeLabels } from './merge-labels';

export function useLabels<T extends Record<string, unknown>>(base: T, key: string): T {
  const { t, i18n } = useTranslation('pages');
  return useMemo(
    () => mergeLabels(base, t(key, { returnObjects: true, skipInterpolation: true })),
    // The labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base, key, t, i18n.language],
  );
}
