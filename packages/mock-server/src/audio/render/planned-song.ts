// The plans of songs rendered whole from a plan: a fresh song, a persona song (the root clip's
// voice and styles) and a cover (the parent's composition under new styles and voice). The
// renderer (resolve.ts, derive-song.ts) and the cover art drawn without audio
// (image/cover-art.ts) both take these plans from here, so the art is that of the render.
import type { AudioSource } from '../engine';
import { hashSeed } from '../rng';
import {
  AUTO_LENGTH_MAX_S,
  buildPlan,
  createVoice,
  identitySeed,
  inputsOf,
  planSong,
  styleOf,
  type PlanInputs,
} from '../song/plan';
import type { SongPlan } from '../song/types';

/**
 * What a cover keeps of its parent: the key, the length (seconds), and the composition of a
 * planned parent or the tempo of a parent known only by its audio.
 */
export type CoverBasis = Pick<PlanInputs, 'tonic' | 'scale'> & { lengthS: number } & (
    Pick<PlanInputs, 'compositionSeed'> | Pick<PlanInputs, 'bpm'>
  );

/** What a cover keeps of a planned parent. */
export const planBasis = ({ tonic, scale, compositionSeed, lengthS }: SongPlan): CoverBasis => ({
  tonic,
  scale,
  compositionSeed,
  lengthS,
});

/**
 * A cover: the basis kept from the parent under the cover's styles and voice. It lasts as long as
 * the parent (within the longest song the model makes) unless the request asked for a duration.
 */
export function coverPlan(
  source: AudioSource,
  parentSource: AudioSource,
  basis: CoverBasis,
): SongPlan {
  const inputs = inputsOf(
    source.lyrics.trim() === '' ? { ...source, lyrics: parentSource.lyrics } : source,
  );
  const { lengthS, ...kept } = basis;
  const voice = inputs.voice
    ? createVoice(inputs.voice.gender, basis.tonic, inputs.voice.seed)
    : null;
  const targetS = inputs.targetS ?? Math.min(lengthS, AUTO_LENGTH_MAX_S);
  return buildPlan({ ...inputs, ...kept, voice, targetS });
}

/** A new song in the root clip's voice and styles. */
export function personaPlan(root: AudioSource, source: AudioSource): SongPlan {
  const tags = [root.tags, source.tags].filter((t) => t.trim() !== '').join(', ');
  const inputs = inputsOf({ ...source, tags });
  const rootSeed = identitySeed(root);
  const rootStyle = styleOf(root, rootSeed);
  const voice = createVoice(rootStyle.gender, inputs.tonic, hashSeed(rootSeed, 'voice'));
  return buildPlan({ ...inputs, voice });
}

/**
 * The plan a source is rendered from, found without rendering: a fresh song, a persona song, or
 * a cover of a song that has one. Null for uploads, extensions, spans, edits and covers of those:
 * they are made from their parent's audio.
 */
export function plannedSong(source: AudioSource): SongPlan | null {
  if (!source.parent) return source.upload ? null : planSong(source);
  const { derivation, source: parentSource } = source.parent;
  if (derivation.kind === 'persona') return personaPlan(derivation.root, source);
  if (derivation.kind !== 'cover') return null;
  const parent = plannedSong(parentSource);
  return parent ? coverPlan(source, parentSource, planBasis(parent)) : null;
}
