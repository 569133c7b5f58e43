/**
 * CreateForm: the create form connected through @cadenza/sdk/react. The form state lives in the
 * store (one per scope: inside /studio paths it keeps its own remembered state and opens in
 * custom mode), every edit goes through the conflict rules (their notices are queued in the
 * store; mount <NoticeToasts /> to show them), and Create posts through the store. Render it
 * inside <CadenzaProvider> and <Toaster>.
 */
import { lazy, Suspense, useState } from 'react';
import {
  createFormScopeForPath,
  MAX_LENGTHS_V4_5,
  modelMaxLengths,
  type CreateFormState,
  type RulesContext,
} from '@cadenza/sdk';
import { useCreateForm, useCreateFormReader } from '@cadenza/sdk/react';
import { Skeleton } from '../../primitives/Skeleton';
import { CreateFormView } from '../CreateForm';
import { chooseModel } from '../create-decisions';
import { editCustom } from '../form-edit';
import { FORM_LABELS } from '../labels';
import type { CreateSearchParams } from '../prefill';
import { modelOptions } from '../view-models';
import { useAddMenu } from './use-add-menu';
import { useChipClips } from './use-chip-clips';
import { useGeneration } from './use-generation';
import { useLyrics } from './use-lyrics';
import { usePreferences } from './use-preferences';
import { usePrefill } from './use-prefill';
import { useModelIntro } from './use-model-intro';
import { ModelIntroDialog } from '../ModelIntroDialog';
import { useSavedPrompts } from './use-saved-prompts';
import { useSessionContext } from './use-session-context';
import { useStyleSuggestions } from './use-style-suggestions';
import * as styles from '../create.css';

export interface CreateFormProps {
  /** Where the form is shown; /studio paths give the studio's own form. */
  readonly pathname: string;
  /** The persona page link of the persona picker. */
  readonly personaHref?: (id: string) => string;
  /**
   * 'Create New Persona' in the persona picker; by default it opens the 'Create a Persona'
   * dialog, whose saved persona becomes active in this form.
   */
  readonly onCreateNewPersona?: () => void;
  /**
   * The page URL's search parameters: `remix_clip` + `remix_type` and `use_persona` prefill the
   * form once (the clip and persona are loaded through the SDK).
   */
  readonly searchParams?: CreateSearchParams | null;
  /** Shows the crow and bluejay modals (new models the plan can use, once each); default off. */
  readonly modelIntros?: boolean;
  /** Told the new clips' ids when a generation starts (the app adds them to ?wid's workspace). */
  readonly onGenerated?: (clipIds: readonly string[]) => void;
  /**
   * Replaces the submission (the studio's create panel generates into the timeline): called with
   * the resolved form when Create is pressed and nothing blocks it.
   */
  readonly submit?: (form: CreateFormState, ctx: RulesContext) => Promise<void>;
  /** A message that blocks Create before the form's own (the timeline's generate-blocked ones). */
  readonly blockingMessage?: string | null;
  readonly createLabel?: string;
}

const defaultPersonaHref = (id: string) => `/persona/${id}`;

// 'Create a Persona' is not on screen until it is opened: it is a chunk of its own (with its
// modal shell and song search), loaded the first time it opens and kept mounted after.
const CreatePersona = lazy(() =>
  import('../../personas/connected/CreatePersona').then((module) => ({
    default: module.CreatePersona,
  })),
);

export function CreateForm({
  pathname,
  personaHref = defaultPersonaHref,
  onCreateNewPersona,
  searchParams,
  modelIntros = false,
  onGenerated,
  submit,
  blockingMessage: outerBlocking = null,
  createLabel,
}: CreateFormProps) {
  const scope = createFormScopeForPath(pathname);
  const { store, session, ctx } = useSessionContext();
  const { form, change, apply, blockingMessage } = useCreateForm(scope);
  usePrefill({ searchParams, form, ctx, apply });
  const [preferences, setPreference] = usePreferences(scope);
  const intro = useModelIntro({
    enabled: modelIntros,
    scope,
    ctx,
    form,
    models: session?.models ?? [],
    apply,
  });
  const generation = useGeneration({ store, form, ctx, pathname, onGenerated, submit });
  const lyrics = useLyrics(scope, change);
  const readForm = useCreateFormReader(scope);
  const custom = form?.custom;
  const suggestions = useStyleSuggestions(custom?.styles ?? '');
  const clips = useChipClips(form);
  const fillField =
    (field: 'lyrics' | 'styles') =>
    (text: string): void => {
      const now = readForm();
      if (now) change(editCustom(now, { [field]: text }));
    };
  const savedLyrics = useSavedPrompts('lyrics', custom?.lyrics ?? '', fillField('lyrics'));
  const savedStyles = useSavedPrompts('tags', custom?.styles ?? '', fillField('styles'));
  const [creatingPersona, setCreatingPersona] = useState(false);
  const [personaOpened, setPersonaOpened] = useState(false);
  const addMenu = useAddMenu({
    scope,
    ctx,
    apply,
    openUpsell: generation.setUpsell,
    personaHref,
    onCreateNewPersona:
      onCreateNewPersona ??
      (() => {
        setPersonaOpened(true);
        setCreatingPersona(true);
      }),
  });

  if (!form || !ctx || !session) {
    return (
      <section className={styles.form} aria-label={FORM_LABELS.form} aria-busy="true">
        <Skeleton height={36} />
        <Skeleton height={96} />
        <Skeleton height={36} width="40%" />
      </section>
    );
  }

  return (
    <>
      <CreateFormView
        form={form}
        onFormChange={change}
        onSuggestionPicked={suggestions.recommendFor}
        limits={
          ctx.billingModels.length > 0
            ? modelMaxLengths(form.global.model, ctx.billingModels)
            : MAX_LENGTHS_V4_5
        }
        models={modelOptions(session.models)}
        onModelSelect={(key) => {
          const choice = chooseModel(form, key, ctx);
          if (choice.kind === 'upsell') generation.setUpsell('model');
          else if (choice.kind === 'update') apply(choice.update);
        }}
        credits={session.credits.credits_left}
        blockingMessage={outerBlocking ?? blockingMessage}
        creating={generation.creating}
        {...(createLabel === undefined ? {} : { createLabel })}
        onCreate={() => void generation.create()}
        preferences={preferences}
        onPreferenceChange={setPreference}
        lyricsGeneration={lyrics.status}
        onGenerateLyrics={(prompt) => void lyrics.generate(prompt)}
        onCancelLyrics={lyrics.cancel}
        styleSuggestions={suggestions.suggestions}
        clips={clips}
        addMenu={addMenu}
        savedLyrics={savedLyrics}
        savedStyles={savedStyles}
        upsell={generation.upsell}
        onUpsellClose={() => generation.setUpsell(null)}
        copyrightWarning={generation.copyrightWarning}
        onCopyrightWarningClose={generation.closeCopyrightWarning}
      />
      <ModelIntroDialog {...intro} />
      {personaOpened ? (
        <Suspense fallback={null}>
          <CreatePersona
            clip={null}
            open={creatingPersona}
            onClose={() => setCreatingPersona(false)}
            formScope={scope}
          />
        </Suspense>
      ) : null}
    </>
  );
}
