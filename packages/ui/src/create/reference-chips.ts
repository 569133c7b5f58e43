/**
 * The reference chips of the create form: one chip per condition the form holds (cover, extend
 * with its extend-from field, infill, persona, overpaint, underpaint, playlist, inspiration
 * clips, reused styles and lyrics, voice persona, chameleon), each of a chip type (clip, lyrics,
 * playlist, persona, audio_file), and what removing one leaves.
 */
import type { CreateFormState, PersonaCondition } from '@cadenza/sdk';
import { editCustom, editUntimed } from './form-edit';

export type ChipType = 'clip' | 'lyrics' | 'playlist' | 'persona' | 'audio_file';
export type ChipCondition =
  | 'cover'
  | 'extend'
  | 'infill'
  | 'persona'
  | 'overpaint'
  | 'underpaint'
  | 'playlist'
  | 'inspirationClip'
  | 'reuse'
  | 'voxPersona'
  | 'chameleon';

/** What a chip shows of a clip (looked up by id; the id shows when unknown). */
export interface ChipClipInfo {
  readonly title: string;
  readonly isUpload?: boolean;
  readonly imageUrl?: string | null;
}

export interface ReferenceChip {
  readonly key: string;
  readonly condition: ChipCondition;
  readonly type: ChipType;
  /** The clip, persona or playlist id it is about (null for switches). */
  readonly subjectId: string | null;
  readonly title: string;
  readonly imageUrl: string | null;
  /** The extend chip's field: where the extension starts, and the clip's duration if known. */
  readonly extendFrom?: { readonly seconds: number; readonly durationSeconds: number | null };
}

type Clips = Readonly<Record<string, ChipClipInfo>>;

function clipChip(
  condition: ChipCondition,
  clipId: string,
  clips: Clips,
  forceUpload = false,
): ReferenceChip {
  const info = clips[clipId];
  const upload = forceUpload || info?.isUpload === true;
  return {
    key: `${condition}:${clipId}`,
    condition,
    type: upload ? 'audio_file' : 'clip',
    subjectId: clipId,
    title: info?.title ?? clipId,
    imageUrl: info?.imageUrl ?? null,
  };
}

const personaChip = (persona: PersonaCondition): ReferenceChip => ({
  key: `persona:${persona.personaId}`,
  condition: 'persona',
  type: 'persona',
  subjectId: persona.personaId,
  title: persona.personaName,
  imageUrl: persona.personaImageUrl,
});

/** Every chip of the form, timed condition first. */
export function referenceChips(state: CreateFormState, clips: Clips = {}): ReferenceChip[] {
  const chips: ReferenceChip[] = [];
  const timed = state.global.timedCondition;
  const untimed = state.global.untimedConditions;
  if (timed?.type === 'extend') {
    chips.push({
      ...clipChip('extend', timed.clipId, clips, timed.isUploadSource),
      extendFrom: { seconds: timed.startSeconds, durationSeconds: timed.clipDurationSeconds },
    });
  } else if (timed) {
    chips.push(clipChip(timed.type, timed.clipId, clips));
  }
  if (untimed.cover) chips.push(clipChip('cover', untimed.cover.clipId, clips));
  chips.push(...untimed.personas.map(personaChip));
  if (untimed.playlist) {
    chips.push({
      key: `playlist:${untimed.playlist.playlistId}`,
      condition: 'playlist',
      type: 'playlist',
      subjectId: untimed.playlist.playlistId,
      title: untimed.playlist.name,
      imageUrl: null,
    });
  }
  chips.push(...untimed.inspirationClipIds.map((id) => clipChip('inspirationClip', id, clips)));
  const reused = state.custom.reusedFromClipId;
  if (reused !== null) chips.push({ ...clipChip('reuse', reused, clips), type: 'lyrics' });
  if (untimed.voxPersona.enabled)
    chips.push({
      key: 'voxPersona',
      condition: 'voxPersona',
      type: 'persona',
      subjectId: null,
      title: '',
      imageUrl: null,
    });
  if (untimed.chameleon.enabled)
    chips.push({
      key: 'chameleon',
      condition: 'chameleon',
      type: 'clip',
      subjectId: null,
      title: '',
      imageUrl: null,
    });
  return chips;
}

/** The form without the chip's condition. */
export function removeReference(state: CreateFormState, chip: ReferenceChip): CreateFormState {
  const untimed = state.global.untimedConditions;
  switch (chip.condition) {
    case 'extend':
    case 'infill':
    case 'overpaint':
    case 'underpaint':
      return { ...state, global: { ...state.global, timedCondition: null } };
    case 'cover':
      return editUntimed(state, { cover: null });
    case 'persona':
      return editUntimed(state, {
        personas: untimed.personas.filter((p) => p.personaId !== chip.subjectId),
      });
    case 'playlist':
      return editUntimed(state, { playlist: null });
    case 'inspirationClip':
      return editUntimed(state, {
        inspirationClipIds: untimed.inspirationClipIds.filter((id) => id !== chip.subjectId),
      });
    case 'reuse':
      return editCustom(state, { reusedFromClipId: null });
    case 'voxPersona':
      return editUntimed(state, { voxPersona: { enabled: false } });
    case 'chameleon':
      return editUntimed(state, { chameleon: { enabled: false } });
  }
}

/** The form with the extend condition starting at `seconds`. */
export function setExtendFrom(state: CreateFormState, seconds: number): CreateFormState {
  const timed = state.global.timedCondition;
  if (timed?.type !== 'extend') return state;
  return {
    ...state,
    global: { ...state.global, timedCondition: { ...timed, startSeconds: seconds } },
  };
}
