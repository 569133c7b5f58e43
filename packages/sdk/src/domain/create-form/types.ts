/**
 * The create form's state, field for field as 1-generation.md §3 'Create form state' (and
 * 3-library-social §3): global (mode, model, lyrics model, timed and untimed conditions), custom,
 * simple and adjust-speed parts. Plain serialisable data.
 */
import type { components } from '../../api/schema.gen';
import type { ModelKey } from '../constants';
import type { Notice } from '../notice';

/** The form's own modes (create_mode also has studio_edit, studio_instrument and chat). */
export type CreateFormMode = 'custom' | 'simple' | 'adjust_speed';
export type CreateMode = components['schemas']['CreateMode'];
export type LyricsMode = components['schemas']['LyricsMode'];
export type VocalGender = 'male' | 'female' | 'unspecified';
export type LastLyricsGeneration = components['schemas']['LastLyricsGeneration'];

/** Extend a clip from startSeconds (continue_at). */
export interface ExtendCondition {
  readonly type: 'extend';
  readonly clipId: string;
  readonly startSeconds: number;
  /** The extended clip's duration, when known (continue-at validity). */
  readonly clipDurationSeconds: number | null;
  /** The extended clip is an upload (task upload_extend). */
  readonly isUploadSource: boolean;
}

/** Infill variants the form can hold. */
export type InfillKind = 'infill' | 'fixed_infill' | 'infill_intro' | 'infill_outro';

/** Replace a section of a clip (with optional full-context bounds). */
export interface InfillCondition {
  readonly type: 'infill';
  readonly kind: InfillKind;
  readonly clipId: string;
  readonly startSeconds: number;
  readonly endSeconds: number;
  readonly contextStartSeconds: number | null;
  readonly contextEndSeconds: number | null;
  /** Lyrics of the replaced section (metadata.infill_lyrics). */
  readonly lyrics: string | null;
}

/** Overpaint (add vocals) or underpaint (add an instrumental) over a range of a clip. */
export interface PaintCondition {
  readonly type: 'underpaint' | 'overpaint';
  readonly clipId: string;
  readonly startSeconds: number;
  readonly endSeconds: number;
}

export type TimedCondition = ExtendCondition | InfillCondition | PaintCondition;
export type TimedConditionType = TimedCondition['type'];

export interface CoverCondition {
  readonly clipId: string;
}

export interface PersonaCondition {
  readonly personaId: string;
  readonly rootClipId: string;
  readonly clipId: string;
  readonly startSeconds: number;
  readonly endSeconds: number;
  readonly personaName: string;
  readonly personaImageUrl: string | null;
}

export interface PlaylistCondition {
  readonly playlistId: string;
  /** The playlist's name, for the 'Inspired by' title. */
  readonly name: string;
}

export interface UntimedConditions {
  readonly cover: CoverCondition | null;
  readonly personas: readonly PersonaCondition[];
  readonly playlist: PlaylistCondition | null;
  readonly inspirationClipIds: readonly string[];
  readonly chameleon: { readonly enabled: boolean };
  readonly voxPersona: { readonly enabled: boolean };
  /** Voice persona settings (cfg_coef), default 2. */
  readonly gptCfg: number;
  /** Voice persona settings (source_cfg_coef), default 5. */
  readonly diffusionCfg: number;
}

export interface GlobalFormState {
  readonly mode: CreateFormMode;
  readonly model: ModelKey;
  readonly lyricsModel: string | null;
  readonly timedCondition: TimedCondition | null;
  readonly untimedConditions: UntimedConditions;
}

export interface CustomFormState {
  readonly title: string;
  readonly lyrics: string;
  readonly lyricsMode: LyricsMode;
  readonly lyricsPrompt: string;
  readonly styles: string;
  readonly excludeStyles: string;
  /** Control sliders on a 0-100 scale; null is "at its default". */
  readonly weirdness: number | null;
  readonly styleInfluence: number | null;
  readonly audioInfluence: number | null;
  readonly durationSeconds: number | null;
  readonly vocalGender: VocalGender;
  readonly maxMode: boolean;
  readonly lastLyricsGeneration: LastLyricsGeneration | null;
  readonly reusedFromClipId: string | null;
  readonly lyricsExpanded: boolean;
}

export interface SimpleFormState {
  readonly prompt: string;
  readonly instrumental: boolean;
}

export interface AdjustSpeedFormState {
  readonly clipId: string | null;
  readonly speedMultiplier: number;
  readonly keepPitch: boolean;
}

export interface CreateFormState {
  readonly global: GlobalFormState;
  readonly custom: CustomFormState;
  readonly simple: SimpleFormState;
  readonly adjustSpeed: AdjustSpeedFormState;
}

/** A conflict-rule notice; `hint` marks the voice-persona hint (shown 10 s). */
export interface FormNotice extends Notice {
  readonly hint?: 'vox-persona';
}

/** What resolveCreateForm returns. */
export interface ResolvedCreateForm {
  readonly state: CreateFormState;
  readonly notices: readonly FormNotice[];
}

/** Why a form action could not be applied. */
export interface FormActionError {
  readonly code:
    | 'playlist_condition_disabled'
    | 'upsell'
    | 'no_original_songs'
    | 'speed_not_allowed'
    | 'unsupported_selection';
  /** The spec's message, where it gives one. */
  readonly message: string | null;
  readonly description?: string;
  /** The plan feature whose upsell opens. */
  readonly upsell?: 'PLAYLIST_CONDITION';
}

/** A form action's result: the resolved form, or why nothing changed. */
export type FormUpdate =
  | ({ readonly ok: true } & ResolvedCreateForm)
  | { readonly ok: false; readonly error: FormActionError };

/** A clip as the form's actions read it (any wire Clip fits). */
export interface FormSourceClip {
  readonly id: string;
  readonly title?: string | null;
  readonly user_id?: string | null;
  readonly metadata?: {
    readonly tags?: string | null;
    readonly negative_tags?: string | null;
    readonly prompt?: string | null;
    readonly duration?: number | null;
    readonly type?: string | null;
    readonly task?: string | null;
    readonly has_vocal?: boolean | null;
  } | null;
}

/** A persona as the form's persona action reads it (any wire Persona fits). */
export interface FormSourcePersona {
  readonly id: string;
  readonly name?: string | null;
  readonly image_url?: string | null;
  readonly root_clip_id: string;
  readonly clip?: {
    readonly image_url?: string | null;
    readonly metadata?: {
      readonly tags?: string | null;
      readonly negative_tags?: string | null;
      readonly duration?: number | null;
    } | null;
  } | null;
}

/** A playlist as the inspiration action reads it (any wire Playlist fits). */
export interface FormSourcePlaylist {
  readonly id: string;
  readonly name: string;
  readonly playlist_clips?: readonly { readonly clip: { readonly user_id?: string | null } }[];
}
