// The studio's generate state for React: the plan of the current selection (recomputed as the
// user drags), the replace and end-selection modes (remembered in the studio preferences), the
// unheard take lanes (a stored preference), and the submission the create panel's Generate runs.
import { createElement, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CreateFormState, RulesContext } from '@cadenza/sdk';
import {
  useCadenzaCalls,
  useCadenzaClient,
  useCadenzaClock,
  useClipTracker,
  usePersistedState,
} from '@cadenza/sdk/react';
import {
  markTakeLaneHeard,
  markTakeLaneUnheard,
  planGeneration,
  type EndSelectionMode,
  type GeneratePlan,
  type ReplaceMode,
  type StudioSession,
  type StudioSessionSnapshot,
} from '@cadenza/studio-engine';
import type { TimelineRow } from '../layout/rows';
import type { TimelineView } from '../layout/view';
import { IntentPlaceholders } from './IntentPlaceholders';
import { intentProgress } from './placeholder-progress';
import { StudioGeneration } from './studio-generation';

export interface StudioGenerate {
  readonly plan: GeneratePlan | null;
  readonly replaceMode: ReplaceMode;
  readonly endSelectionMode: EndSelectionMode;
  readonly setReplaceMode: (mode: ReplaceMode) => void;
  readonly setEndSelectionMode: (mode: EndSelectionMode) => void;
  readonly unheardTakeLaneIds: readonly string[];
  readonly markHeard: (takeLaneId: string) => void;
  /** Generate: queues the intent and sends the request; a refused start rejects with its error. */
  readonly submit: (form: CreateFormState, ctx: RulesContext) => Promise<void>;
  /** The timeline overlay drawing the queued generations. */
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
  const sdk = useMemo(
    () => ({ mutate: calls.mutate, poller: tracker, client }),
    [calls, tracker, client],
  );
  const persisted = usePersistedState();
  const [prefs, setPrefs] = useState(() => persisted.read('studioPreferences'));
  const [unheard, setUnheard] = useState<readonly string[]>(() =>
    persisted.read('unheardTakeLanes'),
  );
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

  const overlay = useCallback(
    (rows: readonly TimelineRow[], view: TimelineView) =>
      createElement(IntentPlaceholders, {
        rows,
        view,
        progress: (intent) => intentProgress(intent, (id) => tracker.clip(id)?.status),
      }),
    [tracker],
  );

  return {
    plan,
    overlay,
    replaceMode,
    endSelectionMode,
    setReplaceMode: (next) => remember({ replaceMode: next }),
    setEndSelectionMode: (next) => remember({ endSelectionMode: next }),
    unheardTakeLaneIds: unheard,
    markHeard: (id) => writeUnheard((now) => markTakeLaneHeard(now, id)),
    submit: async (form, ctx) => {
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
