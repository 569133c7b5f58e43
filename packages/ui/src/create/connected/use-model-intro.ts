/**
 * The crow and bluejay modals, connected: which introduction to show comes from the user's
 * remembered create-form state (per scope) and the plan's models (model-intro.ts); either choice
 * remembers it as seen, and 'Create with …' also switches the form's model.
 */
import { useState } from 'react';
import type { CreateFormScope, CreateFormState, FormUpdate, RulesContext } from '@cadenza/sdk';
import { usePersistedState } from '@cadenza/sdk/react';
import type { ModelIntroDialogProps } from '../ModelIntroDialog';
import { chooseModel } from '../create-decisions';
import { MODEL_INTROS, markModelIntroSeen, modelIntroToShow } from '../model-intro';

export interface ModelIntroOptions {
  readonly enabled: boolean;
  readonly scope: CreateFormScope;
  readonly ctx: RulesContext | null;
  readonly form: CreateFormState | null | undefined;
  readonly models: readonly { readonly external_key: string; readonly name: string }[];
  readonly apply: (update: FormUpdate) => unknown;
}

export function useModelIntro(options: ModelIntroOptions): ModelIntroDialogProps {
  const { scope, ctx, form } = options;
  const persisted = usePersistedState();
  const [closed, setClosed] = useState(false);
  const intro =
    options.enabled && !closed && ctx && form
      ? modelIntroToShow(persisted.read('createForm', scope), ctx.billingModels)
      : null;
  const model = intro === null ? null : MODEL_INTROS[intro].model;
  const close = () => {
    if (intro !== null)
      persisted.write(
        'createForm',
        markModelIntroSeen(persisted.read('createForm', scope), intro),
        scope,
      );
    setClosed(true);
  };
  return {
    intro,
    modelName: options.models.find((m) => m.external_key === model)?.name ?? model ?? '',
    onClose: close,
    onTry: () => {
      if (model !== null && form && ctx) {
        const choice = chooseModel(form, model, ctx);
        if (choice.kind === 'update') options.apply(choice.update);
      }
      close();
    },
  };
}
