// The studio's generate state for React: the plan of the current selection (recomputed as the
// user drags), the replace and end-selection modes (remembered in the studio preferences), the
// context window (its visibility a stored preference, its size in the session's view, drawn on
// the timeline around the selection as the request's context bounds), the
// unheard take lanes (a stored preference), the selection used as a condition (rendered, then
// applied to the studio form), the downbeats of new clips, and the submission the create panel's
// Generate runs: over the selection, or conditioned on the rendered selection.
import {
  createElement,
  Fragment,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { buildGenerationRequest, type CreateFormState, type RulesContext } from '@cadenza/sdk';
import {
  useCadenzaCalls,
  useCadenzaClient,
  useCadenzaClock,
  useClipTracker,
  useCreateForm,
  useCreateFormReader,
  useAlignedClipLookup,
  usePersistedState,
} from '@cadenza/sdk/react';
import {
  CONTEXT_WINDOW_BEATS,
  conditionPlacement,
  markTakeLaneHeard,
  markTakeLaneUnheard,
  planGeneration,
  type EndSelectionMode,
  type GeneratePlan,
  type ReplaceMode,
  type SelectionConditionType,
  type StudioSession,
  type StudioSessionSnapshot,
} from '@cadenza/studio-engine';
import type { TimelineRow } from '../layout/rows';
import type { TimelineView } from '../layout/view';
import { contextWindowRange } from './context-window';
import { ContextWindowOverlay } from './ContextWindowOverlay';
import type { ContextWindowOptionProps } from './ContextWindowOption';
import { IntentPlaceholders } from './IntentPlaceholders';
import { intentProgress } from './placeholder-progress';
import { useSessionContext } from '../../create/connected/use-session-context';
import {
  formUsesClip,
  prepareSelectionCondition,
  type SelectionConditionState,
} from './selection-condition';
import { StudioGeneration } from './studio-generation';
import { useAnalysisFollower } from './use-analysis-follower';

const STUDIO_SCOPE = 'studio';
const IDLE: SelectionConditionState = { kind: 'idle' };

export interface StudioGenerate {
  readonly plan: GeneratePlan | null;
  readonly replaceMode: ReplaceMode;
  readonly endSelectionMode: EndSelectionMode;
  readonly setReplaceMode: (mode: ReplaceMode) => void;
  readonly setEndSelectionMode: (mode: EndSelectionMode) => void;
  /** The context-window option: visibility (a stored preference) and size in beats. */
  readonly contextWindow: ContextWindowOptionProps;
  readonly unheardTakeLaneIds: readonly string[];
  readonly markHeard: (takeLaneId: string) => void;
  /** Generate: queues the intent and sends the request; a refused start rejects with its error. */
  readonly submit: (form: CreateFormState, ctx: RulesContext) => Promise<void>;
  /** The selection used as a condition: idle, preparing, ready (applied to the form) or failed. */
  readonly condition: SelectionConditionState;
  /** Renders the selection and applies it to the studio form as cover, extend or a painting. */
  readonly useAsCondition: (type: SelectionConditionType) => Promise<void>;
  /** The timeline overlay: the context window (when shown) and the queued generations. */
  readonly overlay: (rows: readonly TimelineRow[], view: TimelineView) => ReactNode;
}

export function useStudioGenerate(
  session: StudioSession | null,
  snapshot: StudioSessionSnapshot | null,
): StudioGenerate {
  const calls = useCadenzaCalls();
  const tracker = useClipTracker();
  const client = useCadenzaClient();
  const clock = useCadenzaClock();
  const lookupAligned = useAlignedClipLookup();
  const sdk = useMemo(
    () => ({ mutate: calls.mutate, poller: tracker, client, lookupAligned }),
    [calls, tracker, client, lookupAligned],
  );
  const persisted = usePersistedState();
  const { ctx } = useSessionContext();
  const { apply, form } = useCreateForm(STUDIO_SCOPE);
  const readForm = useCreateFormReader(STUDIO_SCOPE);
  const [prepared, setCondition] = useState<SelectionConditionState>(IDLE);
  // A condition the user removed from the form is no longer used.
  const condition =
    prepared.kind === 'ready' && !formUsesClip(form ?? null, prepared.clipId) ? IDLE : prepared;
  useAnalysisFollower(session);
  const [prefs, setPrefs] = useState(() => persisted.read('studioPreferences'));
  const [unheard, setUnheard] = useState<readonly string[]>(() =>
    persisted.read('unheardTakeLanes'),
  );
  // The first render may come before the session is known (the signed-out store): the signed-in
  // user's stored preferences are read again when they become available.
  useEffect(() => {
    setPrefs(persisted.read('studioPreferences'));
    setUnheard(persisted.read('unheardTakeLanes'));
  }, [persisted]);
  const writeUnheard = useCallback(
    (update: (ids: readonly string[]) => string[]) =>
      setUnheard((ids) => {
        const next = update(ids);
        persisted.write('unheardTakeLanes', next);
        return next;
      }),
    [persisted],
  );
  const controller = useMemo(
    () =>
      session === null
        ? null
        : new StudioGeneration({
            session,
            sdk,
            clock,
            onUnheard: (ids) =>
              writeUnheard((now) => ids.reduce<string[]>(markTakeLaneUnheard, [...now])),
          }),
    [session, sdk, clock, writeUnheard],
  );
  useEffect(() => {
    controller?.start();
    return () => controller?.dispose();
  }, [controller]);

  // Auditioning a lane is listening to it: its unheard mark goes.
  const auditioned = snapshot?.view.audition?.takeLaneId ?? null;
  useEffect(() => {
    if (auditioned !== null) writeUnheard((now) => markTakeLaneHeard(now, auditioned));
  }, [auditioned, writeUnheard]);

  const replaceMode = prefs.replaceMode;
  const endSelectionMode = prefs.endSelectionMode === 'extend' ? 'extend' : 'replace';
  const project = snapshot?.project ?? null;
  const mode = snapshot?.mode ?? 'studio';
  const contextBeats = snapshot?.view.contextWindow.beats;
  const contextVisible = prefs.contextWindowVisible;
  // The stored preference decides whether the session's view shows the context window.
  useEffect(() => {
    session?.dispatch({ type: 'contextWindow/set', visible: contextVisible });
  }, [session, contextVisible]);
  const plan = useMemo(
    () =>
      project === null
        ? null
        : planGeneration(project, {
            mode,
            replaceMode,
            endSelectionMode,
            ...(contextBeats === undefined ? {} : { contextWindowBeats: contextBeats }),
            clipStatus: (id) => tracker.clip(id)?.status,
          }),
    [project, mode, replaceMode, endSelectionMode, contextBeats, tracker],
  );

  const remember = (change: Partial<typeof prefs>) =>
    setPrefs((now) => {
      const next = { ...now, ...change };
      persisted.write('studioPreferences', next);
      return next;
    });

  const contextRange = useMemo(
    () =>
      !contextVisible || project === null
        ? null
        : contextWindowRange(plan, contextBeats ?? CONTEXT_WINDOW_BEATS, project.timing),
    [contextVisible, project, plan, contextBeats],
  );
  const overlay = useCallback(
    (rows: readonly TimelineRow[], view: TimelineView) =>
      createElement(
        Fragment,
        null,
        contextRange === null
          ? null
          : createElement(ContextWindowOverlay, { rows, view, range: contextRange }),
        createElement(IntentPlaceholders, {
          rows,
          view,
          progress: (intent) => intentProgress(intent, (id) => tracker.clip(id)?.status),
        }),
      ),
    [tracker, contextRange],
  );

  return {
    plan,
    overlay,
    replaceMode,
    endSelectionMode,
    setReplaceMode: (next) => remember({ replaceMode: next }),
    setEndSelectionMode: (next) => remember({ endSelectionMode: next }),
    contextWindow: {
      visible: contextVisible,
      beats: contextBeats ?? CONTEXT_WINDOW_BEATS,
      onVisibleChange: (visible) => remember({ contextWindowVisible: visible }),
      onBeatsChange: (beats) => session?.dispatch({ type: 'contextWindow/set', beats }),
    },
    unheardTakeLaneIds: unheard,
    markHeard: (id) => writeUnheard((now) => markTakeLaneHeard(now, id)),
    condition,
    useAsCondition: async (type) => {
      if (session === null || ctx === null) return;
      setCondition({ kind: 'preparing', type });
      const deps = { session, tracker, readForm: () => readForm() ?? null, ctx, apply };
      setCondition(await prepareSelectionCondition(deps, type));
    },
    submit: async (form, ctx) => {
      if (condition.kind === 'ready' && controller !== null) {
        const built = buildGenerationRequest(form, ctx, {
          createMode: 'studio_edit',
          ...(snapshot?.projectId == null ? {} : { projectId: snapshot.projectId }),
        });
        if (!built.ok) return;
        const placement = conditionPlacement(condition.type, condition.range);
        const sent = await controller.send(placement, built.request, form.custom.title.trim());
        if (sent.status === 'failed') throw sent.error;
        return;
      }
      const now = controller === null ? null : session?.getSnapshot().project;
      if (controller === null || now == null) return;
      const fresh = planGeneration(now, {
        mode,
        replaceMode,
        endSelectionMode,
        ...(contextBeats === undefined ? {} : { contextWindowBeats: contextBeats }),
        clipStatus: (id) => tracker.clip(id)?.status,
      });
      const outcome = await controller.generate(fresh, form, ctx);
      if (outcome.status === 'failed') throw outcome.error;
    },
  };
}
