/**
 * The create form's conflict rules (1-generation §4; 3-library-social §4) as data: what each
 * newly added condition removes, then the standing rules that hold for any state.
 */
import { INSPIRATION_CLIPS_MAX } from '../constants';
import { inspiredByTitle } from '../messages/create-form';
import { PERSONA_MESSAGES } from '../messages/social';
import {
  dropCover,
  dropInspirationClips,
  dropPersonas,
  dropPlaylist,
  dropTimed,
  hasCover,
  hasInspiration,
  hasInspirationClips,
  hasPainting,
  hasPersonas,
  hasPlaylist,
  hasTimed,
  isPaintingType,
  isVoxPersona,
  sequence,
  timedType,
  unchanged,
  unlessVox,
  when,
  withUntimed,
  type Step,
} from './conditions';
import type { CreateFormState, TimedConditionType } from './types';

/** A rule that fires when its condition was added by the change (prev → current). */
export interface AddedRule {
  readonly name: string;
  readonly added: (prev: CreateFormState, current: CreateFormState) => boolean;
  readonly apply: Step;
}

const newIn = (before: readonly string[], after: readonly string[]): boolean =>
  after.some((id) => !before.includes(id));

const personaIds = (s: CreateFormState): string[] =>
  s.global.untimedConditions.personas.map((p) => p.personaId);

const timedAdded =
  (types: readonly TimedConditionType[]) =>
  (prev: CreateFormState, current: CreateFormState): boolean => {
    const was = prev.global.timedCondition;
    const now = current.global.timedCondition;
    return (
      now !== null &&
      types.includes(now.type) &&
      (was === null || was.type !== now.type || was.clipId !== now.clipId)
    );
  };

/** Sets the title to 'Inspired by' plus the playlist name when the title is empty. */
const inspiredTitle: Step = (s) => {
  const playlist = s.global.untimedConditions.playlist;
  if (playlist === null || s.custom.title.trim() !== '') return unchanged(s);
  return {
    state: { ...s, custom: { ...s.custom, title: inspiredByTitle(playlist.name) } },
    removed: [],
  };
};

/** The inspiration playlist resets the remix, styles/lyrics and speed sources. */
const resetRemixSources: Step = (s) => ({
  state: {
    ...s,
    custom: { ...s.custom, reusedFromClipId: null },
    adjustSpeed: { ...s.adjustSpeed, clipId: null },
  },
  removed: [],
});

/** Adding an instrumental collapses the lyrics. */
const collapseLyrics: Step = (s) =>
  timedType(s) === 'underpaint'
    ? { state: { ...s, custom: { ...s.custom, lyricsExpanded: false } }, removed: [] }
    : unchanged(s);

/** Rules for newly added conditions, in the spec's order. */
export const ADDED_RULES: readonly AddedRule[] = [
  {
    name: 'persona',
    added: (prev, s) => newIn(personaIds(prev), personaIds(s)),
    apply: sequence(dropPlaylist, dropTimed(true), unlessVox(dropInspirationClips)),
  },
  {
    name: 'inspiration playlist',
    added: (prev, s) =>
      s.global.untimedConditions.playlist !== null &&
      s.global.untimedConditions.playlist.playlistId !==
        prev.global.untimedConditions.playlist?.playlistId,
    apply: sequence(
      dropTimed(),
      unlessVox(dropPersonas('personaForInspiration')),
      dropInspirationClips,
      dropCover,
      resetRemixSources,
      inspiredTitle,
    ),
  },
  {
    name: 'inspiration clips',
    added: (prev, s) =>
      newIn(
        prev.global.untimedConditions.inspirationClipIds,
        s.global.untimedConditions.inspirationClipIds,
      ),
    apply: sequence(dropTimed(), unlessVox(dropPersonas('personaForInspiration')), dropPlaylist),
  },
  {
    name: 'cover',
    added: (prev, s) =>
      s.global.untimedConditions.cover !== null &&
      s.global.untimedConditions.cover.clipId !== prev.global.untimedConditions.cover?.clipId,
    apply: sequence(dropTimed(), dropPlaylist, dropInspirationClips),
  },
  {
    name: 'extend',
    added: timedAdded(['extend']),
    apply: sequence(dropPlaylist, dropInspirationClips),
  },
  {
    name: 'vocals or instrumental',
    added: timedAdded(['underpaint', 'overpaint']),
    apply: sequence(
      dropPlaylist,
      dropInspirationClips,
      dropPersonas('persona'),
      dropCover,
      collapseLyrics,
    ),
  },
  {
    name: 'reuse styles and lyrics',
    added: (prev, s) =>
      s.custom.reusedFromClipId !== null &&
      s.custom.reusedFromClipId !== prev.custom.reusedFromClipId,
    apply: sequence(dropTimed(), dropPlaylist),
  },
];

const extendOrPainting = (s: CreateFormState): boolean => {
  const type = timedType(s);
  return type === 'extend' || isPaintingType(type);
};

/** Inspiration clips: unique, at most 4. */
const capInspirationClips: Step = (s) => {
  const ids = s.global.untimedConditions.inspirationClipIds;
  const capped = [...new Set(ids)].slice(0, INSPIRATION_CLIPS_MAX);
  return capped.length === ids.length
    ? unchanged(s)
    : { state: withUntimed(s, { inspirationClipIds: capped }), removed: [] };
};

/** Persona name defaults to 'Untitled Persona'. */
const namePersonas: Step = (s) => {
  const personas = s.global.untimedConditions.personas;
  if (personas.every((p) => p.personaName.trim() !== '')) return unchanged(s);
  const named = personas.map((p) =>
    p.personaName.trim() === '' ? { ...p, personaName: PERSONA_MESSAGES.untitledPersona } : p,
  );
  return { state: withUntimed(s, { personas: named }), removed: [] };
};

/**
 * Rules that hold for every state, whatever changed: extend or a painting with a playlist
 * removes the playlist, and if both remain the timed condition goes; inspiration excludes the
 * timed condition, and the persona unless the voice persona is on; a persona excludes
 * paintings; a cover excludes inspiration and paintings.
 */
export const STANDING_RULES: Step = sequence(
  capInspirationClips,
  namePersonas,
  when((s) => hasPlaylist(s) && extendOrPainting(s), dropPlaylist),
  when((s) => hasPlaylist(s) && hasTimed(s), dropTimed()),
  when((s) => hasPlaylist(s) && hasInspirationClips(s), dropInspirationClips),
  when((s) => hasInspirationClips(s) && hasTimed(s), dropTimed()),
  when(
    (s) => hasInspiration(s) && hasPersonas(s) && !isVoxPersona(s),
    dropPersonas('personaForInspiration'),
  ),
  when((s) => hasPersonas(s) && hasPainting(s), dropTimed(true)),
  when(hasCover, dropPlaylist, dropInspirationClips),
  when((s) => hasCover(s) && hasPainting(s), dropTimed(true)),
);
