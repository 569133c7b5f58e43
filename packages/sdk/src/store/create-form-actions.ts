/**
 * The create form inside the store (1-generation §2, §4): opened with the remembered model
 * (a user who can use chirp-crow and has not seen it is switched once), every change resolved
 * by the conflict rules with their info notices queued, the chosen model and mode remembered
 * per user (the studio's apart), a persona saved in the Create Persona dialog made active, and
 * the first blocking message on demand.
 */
import {
  applyPersona,
  createCreateFormState,
  initialCreateFormModel,
  isModelKey,
  rememberChosenModel,
  resolveCreateForm,
  validateCreateForm,
  type CreateFormPreferences,
  type CreateFormScope,
  type CreateFormState,
  type FormActionError,
  type FormSourcePersona,
  type FormUpdate,
  type Notice,
} from '@cadenza/sdk';
import { sessionRulesContext, sessionUserId } from './session';
import type { CadenzaStore } from './store';

const queueNotices = (store: CadenzaStore, notices: readonly Notice[]) => {
  for (const notice of notices)
    store.dispatch(store.actions.noticeAdded({ notice, at: store.clock.now() }));
};

function remember(
  store: CadenzaStore,
  scope: CreateFormScope,
  form: CreateFormState,
  chosen: boolean,
) {
  const persisted = store.persistence(sessionUserId(store));
  const previous = persisted.read('createForm', scope);
  const model = form.global.model;
  const base: CreateFormPreferences =
    chosen && isModelKey(model) ? rememberChosenModel(previous, model) : { ...previous, mv: model };
  persisted.write(
    'createForm',
    { ...base, isSimple: form.global.mode === 'simple', lyricsModel: form.global.lyricsModel },
    scope,
  );
}

/** Opens the form of a scope with the user's remembered state; null before the session loads. */
export function openCreateForm(
  store: CadenzaStore,
  scope: CreateFormScope,
): CreateFormState | null {
  const existing = store.getState().createForm[scope];
  if (existing) return existing;
  const ctx = sessionRulesContext(store);
  if (!ctx) return null;
  const persisted = store.persistence(sessionUserId(store));
  const initial = initialCreateFormModel(persisted.read('createForm', scope), ctx);
  persisted.write('createForm', initial.preferences, scope);
  const form = createCreateFormState({
    model: initial.model,
    scope,
    mode: initial.preferences.isSimple === false ? 'custom' : 'simple',
    lyricsModel: initial.preferences.lyricsModel ?? null,
  });
  store.dispatch(store.actions.formReplaced({ scope, form }));
  return form;
}

/** Applies a changed form through every conflict rule; the notices are queued. */
export function changeCreateForm(
  store: CadenzaStore,
  scope: CreateFormScope,
  next: CreateFormState,
): CreateFormState | null {
  const ctx = sessionRulesContext(store);
  const prev = store.getState().createForm[scope] ?? openCreateForm(store, scope);
  if (!ctx || !prev) return null;
  const resolved = resolveCreateForm(prev, next, ctx);
  store.dispatch(store.actions.formReplaced({ scope, form: resolved.state }));
  queueNotices(store, resolved.notices);
  remember(store, scope, resolved.state, next.global.model !== prev.global.model);
  return resolved.state;
}

/** Applies a domain form action's result (applyPersona, addInspirationClips, ...). */
export function applyCreateFormUpdate(
  store: CadenzaStore,
  scope: CreateFormScope,
  update: FormUpdate,
): FormActionError | null {
  if (!update.ok) return update.error;
  store.dispatch(store.actions.formReplaced({ scope, form: update.state }));
  queueNotices(store, update.notices);
  remember(store, scope, update.state, false);
  return null;
}

/**
 * A persona just saved in the Create Persona dialog becomes active in the create form
 * (3-library-social §4 Personas): added with flag multi-root-persona, else replacing the active
 * one, so the task becomes artist_consistency. Returns the rule's error (e.g. the plan gate), or
 * null; nothing happens before the session loads.
 */
export function activateCreatedPersona(
  store: CadenzaStore,
  scope: CreateFormScope,
  persona: FormSourcePersona,
): FormActionError | null {
  const ctx = sessionRulesContext(store);
  const form = openCreateForm(store, scope);
  if (!ctx || !form) return null;
  return applyCreateFormUpdate(store, scope, applyPersona(form, persona, ctx));
}

/** The first blocking message of the form, in the spec's order, or null. */
export function createFormBlockingMessage(
  store: CadenzaStore,
  scope: CreateFormScope,
): string | null {
  const ctx = sessionRulesContext(store);
  const form = store.getState().createForm[scope];
  return ctx && form ? validateCreateForm(form, ctx) : null;
}
