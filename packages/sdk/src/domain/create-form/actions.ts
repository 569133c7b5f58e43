/**
 * Create-form actions (1-generation §4; 3-library-social §4): each builds the changed form and
 * runs resolveCreateForm on it, so every conflict rule and notice applies.
 */
import { INSPIRATION_CLIPS_MAX, PERSONA_CLIP_RANGE_MAX_S, type ModelKey } from '../constants';
import { PERSONA_MESSAGES } from '../messages/social';
import { defaultPersonaClipRange, withCreatedPersona } from '../personas';
import { gateFeature } from '../permissions';
import type { RulesContext } from '../rules-context';
import { isPlaylistConditionEnabled, validateInspirationPlaylist } from '../validation';
import { withUntimed } from './conditions';
import { resolveCreateForm } from './resolve';
import type {
  CreateFormState,
  FormActionError,
  FormSourcePersona,
  FormSourcePlaylist,
  FormUpdate,
  PersonaCondition,
} from './types';

/** Resolves `next` against `prev` as a successful update. */
export const resolvedUpdate = (
  prev: CreateFormState,
  next: CreateFormState,
  ctx: RulesContext,
): FormUpdate => ({ ok: true, ...resolveCreateForm(prev, next, ctx) });

export const formError = (error: FormActionError): FormUpdate => ({ ok: false, error });

/** Picks a model ('Inputs truncated' when the new model's maxima cut the texts). */
export const setCreateFormModel = (
  state: CreateFormState,
  model: ModelKey,
  ctx: RulesContext,
): FormUpdate => resolvedUpdate(state, { ...state, global: { ...state.global, model } }, ctx);

/**
 * Adds a persona (replacing the current one unless flag multi-root-persona): named 'Untitled
 * Persona' when unnamed, ranged 0 to the root clip's duration capped at 120 s (60 s with
 * auk-model), and the root clip's tags and negative tags copied into styles and excluded styles.
 */
export function applyPersona(
  state: CreateFormState,
  persona: FormSourcePersona,
  ctx: RulesContext,
): FormUpdate {
  const flags = ctx.session.flags;
  const metadata = persona.clip?.metadata;
  const range = defaultPersonaClipRange(metadata?.duration ?? PERSONA_CLIP_RANGE_MAX_S, flags);
  const condition: PersonaCondition = {
    personaId: persona.id,
    rootClipId: persona.root_clip_id,
    clipId: persona.root_clip_id,
    startSeconds: range.startS,
    endSeconds: range.endS,
    personaName: persona.name?.trim() || PERSONA_MESSAGES.untitledPersona,
    personaImageUrl: persona.image_url ?? persona.clip?.image_url ?? null,
  };
  const personas = withCreatedPersona(state.global.untimedConditions.personas, condition, flags);
  const withPersona = withUntimed(state, { personas });
  const next: CreateFormState = {
    ...withPersona,
    custom: {
      ...withPersona.custom,
      styles: metadata?.tags ?? withPersona.custom.styles,
      excludeStyles: metadata?.negative_tags ?? withPersona.custom.excludeStyles,
    },
  };
  return resolvedUpdate(state, next, ctx);
}

/** Removes a persona; the task reverts with it (createFormTask). */
export const removePersona = (
  state: CreateFormState,
  personaId: string,
  ctx: RulesContext,
): FormUpdate =>
  resolvedUpdate(
    state,
    withUntimed(state, {
      personas: state.global.untimedConditions.personas.filter((p) => p.personaId !== personaId),
    }),
    ctx,
  );

/**
 * Sets the inspiration playlist: needs flag playlist-condition, the PLAYLIST_CONDITION plan
 * feature (else its upsell) and at least one song of the user's own in the playlist.
 */
export function applyInspirationPlaylist(
  state: CreateFormState,
  playlist: FormSourcePlaylist,
  ctx: RulesContext,
): FormUpdate {
  if (!isPlaylistConditionEnabled(ctx.session.flags))
    return formError({ code: 'playlist_condition_disabled', message: null });
  if (!gateFeature(ctx.session, 'PLAYLIST_CONDITION').allowed)
    return formError({ code: 'upsell', message: null, upsell: 'PLAYLIST_CONDITION' });
  const clips = (playlist.playlist_clips ?? []).map((entry) => entry.clip);
  const ownSongs = validateInspirationPlaylist(clips, ctx.session.id);
  if (ownSongs !== null) return formError({ code: 'no_original_songs', message: ownSongs });
  const next = withUntimed(state, { playlist: { playlistId: playlist.id, name: playlist.name } });
  return resolvedUpdate(state, next, ctx);
}

/** Removes the inspiration playlist. */
export const removeInspirationPlaylist = (state: CreateFormState, ctx: RulesContext): FormUpdate =>
  resolvedUpdate(state, withUntimed(state, { playlist: null }), ctx);

/** Adds inspiration clips: the list stays unique and holds at most 4. */
export function addInspirationClips(
  state: CreateFormState,
  clipIds: readonly string[],
  ctx: RulesContext,
): FormUpdate {
  const ids = [...new Set([...state.global.untimedConditions.inspirationClipIds, ...clipIds])];
  const next = withUntimed(state, { inspirationClipIds: ids.slice(0, INSPIRATION_CLIPS_MAX) });
  return resolvedUpdate(state, next, ctx);
}

/** Removes one inspiration clip. */
export const removeInspirationClip = (
  state: CreateFormState,
  clipId: string,
  ctx: RulesContext,
): FormUpdate =>
  resolvedUpdate(
    state,
    withUntimed(state, {
      inspirationClipIds: state.global.untimedConditions.inspirationClipIds.filter(
        (id) => id !== clipId,
      ),
    }),
    ctx,
  );
