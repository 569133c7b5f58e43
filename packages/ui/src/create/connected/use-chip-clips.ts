/** What the reference chips show of the clips the form refers to, fetched in one feed call. */
import { useMemo } from 'react';
import type { CreateFormState } from '@cadenza/sdk';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import type { ChipClipInfo } from '../reference-chips';
import { chipClipInfo } from '../view-models';

/** Every clip id the form refers to. */
export function referencedClipIds(form: CreateFormState | null): string[] {
  if (!form) return [];
  const untimed = form.global.untimedConditions;
  const ids = [
    form.global.timedCondition?.clipId,
    untimed.cover?.clipId,
    ...untimed.inspirationClipIds,
    form.custom.reusedFromClipId,
    form.adjustSpeed.clipId,
  ].filter((id): id is string => typeof id === 'string');
  return [...new Set(ids)].sort();
}

export function useChipClips(form: CreateFormState | null): Readonly<Record<string, ChipClipInfo>> {
  const ids = referencedClipIds(form);
  const feed = useCadenzaQuery(
    'getFeedV2',
    { query: { ids: ids.join(',') } },
    { skip: ids.length === 0 },
  );
  const clips = feed.data?.clips;
  return useMemo(
    () => Object.fromEntries((clips ?? []).map((clip) => [clip.id, chipClipInfo(clip)])),
    [clips],
  );
}
