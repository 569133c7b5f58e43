/**
 * Persona rules (3-library-social §3, §4 Personas, §5, §8; 1-generation §5): source clips,
 * creation defaults and payload, the dialog's save flow with the public confirmation on a first
 * persona, the privacy-mode default, error toasts and empty lists.
 */
import {
  PERSONA_AVATAR_PROMPT_MAX_CHARS,
  PERSONA_CLIP_RANGE_MAX_AUK_MODEL_S,
  PERSONA_CLIP_RANGE_MAX_S,
  PERSONA_DESCRIPTION_MAX_CHARS,
  PERSONA_ERROR_TOAST_MS,
  PERSONA_SOURCE_MAX_DURATION_S,
  STEM_MODEL_NAME_MARKER,
} from './constants';
import { PERSONA_MESSAGES, personaErrorMessage, type PersonaErrorAction } from './messages/social';
import { notice, type Notice } from './notice';
import { isInfillTask } from './tasks';
import {
  canUseAudioUploadPersonas,
  hasFlag,
  isOwner,
  type FlagSource,
  type Viewer,
} from './permissions';

/** A clip as the persona-source rule needs it. */
export interface PersonaSourceClip {
  readonly user_id?: string | null;
  readonly model_name?: string | null;
  readonly metadata?: {
    readonly type?: string | null;
    readonly task?: string | null;
    readonly infill?: boolean | null;
    readonly duration?: number | null;
  } | null;
}

export type PersonaSourceProblem =
  | { readonly code: 'audio_upload'; readonly message: string }
  | { readonly code: 'not_allowed'; readonly message: string };

export const isStemClip = (clip: Pick<PersonaSourceClip, 'model_name' | 'metadata'>): boolean =>
  clip.metadata?.type === 'stem' || (clip.model_name ?? '').includes(STEM_MODEL_NAME_MARKER);

export const isInfillClip = (clip: Pick<PersonaSourceClip, 'metadata'>): boolean =>
  clip.metadata?.infill === true || isInfillTask(clip.metadata?.task);

export const isUploadClip = (clip: Pick<PersonaSourceClip, 'metadata'>): boolean =>
  clip.metadata?.type === 'upload';

/**
 * Whether a clip may be a persona source, else why not: audio uploads only for staff or the
 * personas-audio-upload flag ('Personas from audio uploads are disabled at this time.'); never
 * infill or stem clips, nor songs over 4 minutes ('A Persona cannot be created from this clip.').
 */
export function personaSourceProblem(
  clip: PersonaSourceClip,
  viewer: Viewer,
  flags: FlagSource,
): PersonaSourceProblem | null {
  if (isUploadClip(clip) && !canUseAudioUploadPersonas(viewer, flags))
    return { code: 'audio_upload', message: PERSONA_MESSAGES.audioUploadDisabled };
  const tooLong = (clip.metadata?.duration ?? 0) > PERSONA_SOURCE_MAX_DURATION_S;
  if (isInfillClip(clip) || isStemClip(clip) || tooLong)
    return { code: 'not_allowed', message: PERSONA_MESSAGES.notAllowedSource };
  return null;
}

/** With the privacy-mode flag off, new personas are public by default. */
export const defaultPersonaIsPublic = (flags: FlagSource): boolean =>
  !hasFlag(flags, 'privacy-mode');

/** Persona clip range default: 0 to the clip duration capped at 120 s (60 s with auk-model). */
export function defaultPersonaClipRange(
  durationS: number,
  flags: FlagSource,
): { readonly startS: number; readonly endS: number } {
  const cap = hasFlag(flags, 'auk-model')
    ? PERSONA_CLIP_RANGE_MAX_AUK_MODEL_S
    : PERSONA_CLIP_RANGE_MAX_S;
  return { startS: 0, endS: Math.max(0, Math.min(durationS, cap)) };
}

/** What the create-persona form holds. */
export interface PersonaDraft {
  readonly user_id: string;
  readonly root_clip_id?: string | null;
  readonly name?: string | null;
  readonly description?: string | null;
  readonly image_s3_id?: string | null;
  readonly is_public?: boolean | null;
}

/** The persona creation payload (3-library-social §3). */
export interface PersonaCreatePayload {
  readonly user_id: string;
  readonly root_clip_id: string;
  readonly name: string;
  readonly description: string;
  readonly image_s3_id: string | null;
  readonly clips: readonly string[];
  readonly is_public: boolean;
}

/**
 * Builds the creation payload: root_clip_id is required ('Root clip ID is required.'); a
 * missing name becomes 'Untitled Persona', a missing description empty; clips holds the root.
 */
export function buildPersonaPayload(
  draft: PersonaDraft,
  flags: FlagSource,
):
  | { readonly ok: true; readonly payload: PersonaCreatePayload }
  | { readonly ok: false; readonly error: string } {
  const root = draft.root_clip_id?.trim() ?? '';
  if (root === '') return { ok: false, error: PERSONA_MESSAGES.rootClipRequired };
  const name = draft.name?.trim() ?? '';
  return {
    ok: true,
    payload: {
      user_id: draft.user_id,
      root_clip_id: root,
      name: name === '' ? PERSONA_MESSAGES.untitledPersona : name,
      description: draft.description ?? '',
      image_s3_id: draft.image_s3_id ?? null,
      clips: [root],
      is_public: draft.is_public ?? defaultPersonaIsPublic(flags),
    },
  };
}

/** The dialog's next step when Save is pressed. */
export type PersonaSaveStep =
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'confirm_public'; readonly title: string }
  | { readonly kind: 'save' };

/**
 * Save needs a base clip ('You need to select a base clip!'). When the user has no personas yet
 * and Public is on, the 'Make Persona Public?' confirmation comes first.
 */
export function personaSaveStep(input: {
  readonly baseClipId: string | null | undefined;
  readonly isPublic: boolean;
  readonly hasPersonas: boolean;
  readonly publicConfirmed?: boolean;
}): PersonaSaveStep {
  if (input.baseClipId == null || input.baseClipId === '')
    return { kind: 'error', message: PERSONA_MESSAGES.baseClipRequired };
  if (input.isPublic && !input.hasPersonas && input.publicConfirmed !== true)
    return { kind: 'confirm_public', title: PERSONA_MESSAGES.makePublicTitle };
  return { kind: 'save' };
}

/** The task a persona created from the dialog sets in the create form. */
export const PERSONA_CREATED_TASK = 'artist_consistency';

/**
 * The create form's personas after one is created in the dialog: with the multi-root-persona
 * flag it is added, otherwise it replaces the list.
 */
export function withCreatedPersona<P extends { readonly personaId: string }>(
  personas: readonly P[],
  created: P,
  flags: FlagSource,
): P[] {
  if (!hasFlag(flags, 'multi-root-persona')) return [created];
  return [...personas.filter((p) => p.personaId !== created.personaId), created];
}

/** Avatar prompt input, cut to 200 characters. */
export const avatarPromptInput = (text: string): string =>
  text.slice(0, PERSONA_AVATAR_PROMPT_MAX_CHARS);

/** The avatar Create button is disabled while the prompt is empty or a request is busy. */
export const isAvatarCreateDisabled = (prompt: string, busy: boolean): boolean =>
  busy || prompt.trim() === '';

/** Description input, cut to the shared limit. */
export const personaDescriptionInput = (text: string): string =>
  text.slice(0, PERSONA_DESCRIPTION_MAX_CHARS);

/** The description counter: length/limit. */
export const personaDescriptionCounter = (text: string): string =>
  `${text.length}/${PERSONA_DESCRIPTION_MAX_CHARS}`;

/** A persona as the owner rules need it. */
export interface OwnedPersona {
  readonly user_id?: string | null;
  readonly is_owned?: boolean | null;
}

/** The persona owner edits, trashes and sets visibility. */
export const canManagePersona = (persona: OwnedPersona, viewer: Viewer): boolean =>
  persona.is_owned === true || isOwner(persona, viewer);

/** Optimistic love toggle: loved flips and upvote_count follows. */
export function toggledLove<
  P extends { readonly is_loved?: boolean | null; readonly upvote_count?: number | null },
>(persona: P): P {
  const loved = persona.is_loved !== true;
  const count = Math.max(0, (persona.upvote_count ?? 0) + (loved ? 1 : -1));
  return { ...persona, is_loved: loved, upvote_count: count };
}

/**
 * Persona error toast (error, 5 s, closable): the server detail when create or edit fails,
 * otherwise 'An error occurred while …'.
 */
export function personaErrorToast(
  action: PersonaErrorAction,
  options: { readonly detail?: string | null; readonly product?: string } = {},
): Notice {
  const usesDetail = (action === 'create' || action === 'update') && options.detail != null;
  const message = usesDetail
    ? (options.detail as string)
    : personaErrorMessage(action, options.product);
  return notice('error', message, PERSONA_ERROR_TOAST_MS, { closable: true });
}

/** 'Root clip ID is required.' as its toast. */
export const rootClipRequiredToast = (): Notice =>
  notice('error', PERSONA_MESSAGES.rootClipRequired, PERSONA_ERROR_TOAST_MS, { closable: true });

/** A 404 with 'No loved personas found' or 'No followed personas found' is an empty list. */
export const isEmptyPersonaList = (status: number, detail: string | null | undefined): boolean =>
  status === 404 &&
  (detail === PERSONA_MESSAGES.noLovedPersonas || detail === PERSONA_MESSAGES.noFollowedPersonas);
