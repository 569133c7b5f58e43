/** The create form's initial state (1-generation §2, §3): every default of the spec. */
import {
  ADJUST_SPEED_KEEP_PITCH_DEFAULT,
  ADJUST_SPEED_MULTIPLIER_DEFAULT,
  VOICE_PERSONA_DIFFUSION_CFG_DEFAULT,
  VOICE_PERSONA_GPT_CFG_DEFAULT,
  type ModelKey,
} from '../constants';
import { isStudioPath } from '../navigation';
import type { CreateFormMode, CreateFormState, UntimedConditions } from './types';

/** Where the form lives: the create page, or inside /studio paths with its own remembered state. */
export type CreateFormScope = 'create' | 'studio';

/** Inside /studio paths the form keeps its own remembered state. */
export const createFormScopeForPath = (pathname: string): CreateFormScope =>
  isStudioPath(pathname) ? 'studio' : 'create';

export const EMPTY_UNTIMED_CONDITIONS: UntimedConditions = {
  cover: null,
  personas: [],
  playlist: null,
  inspirationClipIds: [],
  chameleon: { enabled: false },
  voxPersona: { enabled: false },
  gptCfg: VOICE_PERSONA_GPT_CFG_DEFAULT,
  diffusionCfg: VOICE_PERSONA_DIFFUSION_CFG_DEFAULT,
};

/**
 * A fresh form. Inside /studio paths it defaults to custom mode; elsewhere to the remembered
 * mode (simple when none is given).
 */
export function createCreateFormState(options: {
  readonly model: ModelKey;
  readonly scope?: CreateFormScope;
  readonly mode?: CreateFormMode;
  readonly lyricsModel?: string | null;
}): CreateFormState {
  const mode = options.scope === 'studio' ? 'custom' : (options.mode ?? 'simple');
  return {
    global: {
      mode,
      model: options.model,
      lyricsModel: options.lyricsModel ?? null,
      timedCondition: null,
      untimedConditions: EMPTY_UNTIMED_CONDITIONS,
    },
    custom: {
      title: '',
      lyrics: '',
      lyricsMode: 'custom',
      lyricsPrompt: '',
      styles: '',
      excludeStyles: '',
      weirdness: null,
      styleInfluence: null,
      audioInfluence: null,
      durationSeconds: null,
      vocalGender: 'unspecified',
      maxMode: false,
      lastLyricsGeneration: null,
      reusedFromClipId: null,
      lyricsExpanded: true,
    },
    simple: { prompt: '', instrumental: false },
    adjustSpeed: {
      clipId: null,
      speedMultiplier: ADJUST_SPEED_MULTIPLIER_DEFAULT,
      keepPitch: ADJUST_SPEED_KEEP_PITCH_DEFAULT,
    },
  };
}
