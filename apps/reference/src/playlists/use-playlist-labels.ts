// The playlist page's and shelf's wording from the app's locale files (pages.json "playlist"),
// over the ui package's English defaults for anything a locale leaves out.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYLIST_PAGE_LABELS, type PlaylistPageLabels } from '@cadenza/ui';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with every string `over` has at the same place. */
function merge<T extends Tree>(base: T, over: unknown): T {
  if (!isTree(over)) return base;
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(base)) {
    const next = over[key];
    if (isTree(value)) out[key] = merge(value, next);
    else if (typeof next === 'string') out[key] = next;
  }
  return out as T;
}

export function usePlaylistLabels(): PlaylistPageLabels {
  const { t, i18n } = useTranslation('pages');
  return useMemo(
    () =>
      merge(PLAYLIST_PAGE_LABELS, t('playlist', { returnObjects: true, skipInterpolation: true })),
    // The labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
