// What the aligned-clip lookups (2-studio §7, §9 'Aligned lookup tolerance 0.1 s; tempo-aligned
// matching 0.08 s') do to a timeline generation's metadata overrides. The lookups find earlier
// generations joined to the same history and future clips (aligned_clips, within 0.1 s of the
// seams) and the takes aligned like the source clip (aligned_clip_siblings). The first one that
// matches the overrides within 0.08 s (the engine's matchesAlignedClip) fills them:
// - its recorded seams replace the timeline's (override_history_end_seconds,
//   override_future_start_seconds): the timeline's beat-to-seconds conversion drifts by a few
//   milliseconds, and a new take must join at exactly the seam the others join at;
// - a side the timeline leaves open (no override_future_clip_id, say) is filled from it.
// No match leaves the overrides as the timeline gave them.
import {
  alignedClipsQuery,
  matchesAlignedClip,
  type AlignedClip,
  type GenerationMetadata,
} from '@cadenza/studio-engine';

export { alignedClipsQuery };

/** An aligned clip as the wire gives it (absent fields are unknown, as null). */
export type FoundAlignedClip = { readonly clip: { readonly id: string } } & {
  readonly [K in Exclude<keyof AlignedClip, 'clip'>]?: AlignedClip[K] | undefined;
};

const normalised = (a: FoundAlignedClip): AlignedClip => ({
  clip: { id: a.clip.id },
  history_clip_id: a.history_clip_id ?? null,
  history_end_seconds: a.history_end_seconds ?? null,
  clip_start_seconds: a.clip_start_seconds ?? null,
  future_clip_id: a.future_clip_id ?? null,
  clip_end_seconds: a.clip_end_seconds ?? null,
  future_start_seconds: a.future_start_seconds ?? null,
});

export function alignOverrides(
  metadata: GenerationMetadata,
  found: readonly FoundAlignedClip[],
): GenerationMetadata {
  const match = found.map(normalised).find((a) => matchesAlignedClip(a, metadata));
  if (match === undefined) return metadata;
  const out: GenerationMetadata = { ...metadata };
  if (match.history_clip_id !== null && match.history_end_seconds !== null) {
    out.override_history_clip_id = match.history_clip_id;
    out.override_history_end_seconds = match.history_end_seconds;
  }
  if (match.future_clip_id !== null && match.future_start_seconds !== null) {
    out.override_future_clip_id = match.future_clip_id;
    out.override_future_start_seconds = match.future_start_seconds;
  }
  return out;
}
