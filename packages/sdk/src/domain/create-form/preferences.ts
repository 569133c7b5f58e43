/**
 * The create form's persisted local state (1-generation §2): remembered per user, and separately
 * for the studio. Pure: the store reads and writes these records through the injected Storage.
 */
import { ONCE_PROMOTED_MODEL, type ModelKey } from '../constants';
import { canUseModel, defaultModel, isModelKey } from '../models';
import type { RulesContext } from '../rules-context';
import type { CreateFormScope } from './defaults';

export interface CreateFormPreferences {
  readonly advancedMode?: boolean;
  readonly showSuggestions?: boolean;
  readonly panelHeights?: Readonly<Record<string, number>>;
  /** The chosen model. */
  readonly mv?: string | null;
  /** The model the user picked themselves (mv may have been switched by a rule). */
  readonly mvUserPreference?: string | null;
  readonly isSimple?: boolean;
  readonly lyricsModel?: string | null;
  readonly hasSeenCrow?: boolean;
  readonly hasSeenBluejay?: boolean;
  readonly hasSeenCrowModal?: boolean;
}

/** Decided (not in constants.ts): the storage key prefix of the remembered create form. */
export const CREATE_FORM_PREFERENCES_KEY_PREFIX = 'cadenza.create-form.v1';

/** The storage key of a user's remembered form: one per user, the studio's apart. */
export const createFormPreferencesKey = (userId: string, scope: CreateFormScope): string =>
  `${CREATE_FORM_PREFERENCES_KEY_PREFIX}.${scope}.${userId}`;

/** Remembers a model the user picked. */
export const rememberChosenModel = (
  preferences: CreateFormPreferences,
  model: ModelKey,
): CreateFormPreferences => ({ ...preferences, mv: model, mvUserPreference: model });

/**
 * The model the form opens with: a user who can use chirp-crow and has not seen it is switched
 * to it once (hasSeenCrow is then set); otherwise the remembered model, else the default model
 * of the user's tier (the Auk plan feature).
 */
export function initialCreateFormModel(
  preferences: CreateFormPreferences,
  ctx: RulesContext,
): { readonly model: ModelKey; readonly preferences: CreateFormPreferences } {
  if (preferences.hasSeenCrow !== true && canUseModel(ONCE_PROMOTED_MODEL, ctx.billingModels)) {
    return {
      model: ONCE_PROMOTED_MODEL,
      preferences: { ...preferences, mv: ONCE_PROMOTED_MODEL, hasSeenCrow: true },
    };
  }
  const remembered = [preferences.mv, preferences.mvUserPreference].find(
    (key): key is ModelKey => key != null && isModelKey(key),
  );
  return { model: remembered ?? defaultModel(ctx.session), preferences };
}
