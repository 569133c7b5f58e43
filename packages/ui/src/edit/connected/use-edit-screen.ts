/**
 * The edit screen's behaviour over the SDK (2-studio §4): an edit session id started on entry and
 * dropped on leaving (with the edit and infill state), the local edit settings kept and restored
 * under 15 minutes, crop / fade / speed through useEditActionRunner (polled on the store's clock),
 * the speed remix (clips/adjust-speed), replace and extend as generations with the session id,
 * finishing a replace or an extension into one song (concat/v2 with is_infill) and merging chosen
 * clips (merge), playing a new clip, and the 'Open in Legacy Editor' link 5 s after opening.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  editGenerationRequest,
  infillGate,
  speedAdjustProblem,
  type EditAction,
  type EditTool,
  type Viewer,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaCalls, useCadenzaClock, useEditActionRunner } from '@cadenza/sdk/react';
import { LEGACY_EDITOR_LINK_DELAY_MS, STUDIO_ERRORS } from '@cadenza/studio-engine/rules';
import { usePlayClips } from '../../player/connected/use-play-clips';
import {
  actionFor,
  editReducer,
  editStorageKey,
  initialEditState,
  openingSelection,
  restorableSettings,
  storedSettings,
  type EditPending,
} from '../edit-state';

export type EditStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface EditScreenOptions {
  readonly clip: Clip;
  readonly viewer: Viewer;
  /** The tool the song menu asked for (?tool=); it opens with its selection ready. */
  readonly tool: EditTool | null;
  readonly storage: EditStorage | null;
  readonly newSessionId: () => string;
  /** Each new clip of this session (with projects enabled it joins the ?wid= project). */
  readonly onMade?: (clipIds: readonly string[]) => void;
}

const durationOf = (clip: Clip): number => clip.metadata?.duration ?? 0;

export function useEditScreen({
  clip,
  viewer,
  tool,
  storage,
  newSessionId,
  onMade,
}: EditScreenOptions) {
  const clock = useCadenzaClock();
  const calls = useCadenzaCalls();
  const runEdit = useEditActionRunner();
  const playClips = usePlayClips(false);
  const durationS = durationOf(clip);
  // Entering starts an edit session; leaving (unmount) ends it with the edit and infill state.
  const [editSessionId] = useState(newSessionId);
  const [state, dispatch] = useReducer(editReducer, null, () =>
    initialEditState(durationS, tool ?? 'crop', tool ? openingSelection(tool, durationS) : null),
  );
  const [replaceLyrics, setReplaceLyrics] = useState('');
  const [adjustTitle, setAdjustTitle] = useState('');
  const [legacyVisible, setLegacyVisible] = useState(false);
  const made = useRef(new Map<string, Clip>());
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    const handle = clock.setTimeout(() => setLegacyVisible(true), LEGACY_EDITOR_LINK_DELAY_MS);
    return () => {
      clock.clearTimeout(handle);
      controller.abort();
    };
  }, [clock]);

  // The local edit state: restored when saved under 15 minutes ago (not over a menu's tool).
  const key = editStorageKey(clip.id);
  useEffect(() => {
    if (storage === null || tool !== null) return;
    const settings = restorableSettings(storage.getItem(key), clock.now());
    if (settings !== null) dispatch({ type: 'restore', settings });
  }, [storage, key, tool, clock]);
  const firstWrite = useRef(true);
  useEffect(() => {
    if (firstWrite.current) {
      firstWrite.current = false;
      return;
    }
    storage?.setItem(key, storedSettings(state.settings, clock.now()));
  }, [storage, key, state.settings, clock]);

  const onMadeRef = useRef(onMade);
  onMadeRef.current = onMade;
  const settle = useCallback((made_: Clip | null, kind: 'edit' | 'generation') => {
    if (made_ === null)
      return dispatch({ type: 'failed', message: STUDIO_ERRORS.editActionFailed });
    made.current.set(made_.id, made_);
    dispatch({ type: 'finished', clip: { id: made_.id, title: made_.title }, kind });
    onMadeRef.current?.([made_.id]);
  }, []);

  const run = useCallback(
    async (action: EditAction | null) => {
      if (action === null || abort.current === null) return;
      dispatch({ type: 'started', pending: { kind: action.kind } });
      const result = await runEdit(clip.id, action, editSessionId, abort.current.signal);
      if (abort.current.signal.aborted) return;
      if (result.ok) settle(result.value as Clip, 'edit');
      else dispatch({ type: 'failed', message: result.message || STUDIO_ERRORS.editActionFailed });
    },
    [clip.id, editSessionId, runEdit, settle],
  );

  const generate = useCallback(
    async (pending: EditPending, start: () => Promise<Clip | null>) => {
      dispatch({ type: 'started', pending });
      let result: Clip | null = null;
      try {
        result = await start();
      } catch {
        result = null;
      }
      if (!abort.current?.signal.aborted) settle(result, 'generation');
    },
    [settle],
  );

  const { settings, clipsForMerge } = state;
  const gate = infillGate(settings.selection, viewer);
  const actions = useMemo(
    () => ({
      onRun: () => void run(actionFor(settings)),
      runTool: (tool_: 'crop' | 'fade' | 'speed') =>
        void run(actionFor({ ...settings, tool: tool_ })),
      onReplace: () => {
        if (settings.selection === null) return;
        const body = editGenerationRequest(
          clip,
          { kind: 'replace', range: settings.selection, lyrics: replaceLyrics },
          viewer,
          editSessionId,
        );
        void generate({ kind: 'replace' }, async () => {
          const response = await calls.mutate('generate', { body });
          return (response.clips[0] as Clip | undefined) ?? null;
        });
      },
      onExtend: () => {
        const body = editGenerationRequest(
          clip,
          { kind: 'extend', startS: settings.extendStartS },
          viewer,
          editSessionId,
        );
        void generate({ kind: 'extend' }, async () => {
          const response = await calls.mutate('generate', { body });
          return (response.clips[0] as Clip | undefined) ?? null;
        });
      },
      onAdjust: () =>
        void generate({ kind: 'speed' }, async () => {
          const title = adjustTitle.trim();
          const response = await calls.mutate('adjustClipSpeed', {
            body: {
              clip_id: clip.id,
              speed_multiplier: settings.speedFactor,
              keep_pitch: settings.changeTempoOnly,
              ...(title ? { title } : {}),
            },
          });
          return response as unknown as Clip;
        }),
      /** Confirm Section (an infill) or Get Full Song (an extension): concat/v2. */
      onConcat: (clipId: string, isInfill: boolean) =>
        void generate({ kind: isInfill ? 'confirm_section' : 'get_full_song' }, async () => {
          const made = await calls.mutate('concatClip', {
            body: { clip_id: clipId, is_infill: isInfill, edit_session_id: editSessionId },
          });
          return made as unknown as Clip;
        }),
      onMerge: () =>
        void generate({ kind: 'merge' }, async () => {
          const made = await calls.mutate('mergeClips', {
            body: { clip_ids: [...clipsForMerge] },
          });
          return made as unknown as Clip;
        }),
      onPlay: (clipId: string) => {
        const clip_ = made.current.get(clipId);
        if (clip_) playClips([clip_], 0, { type: 'song', id: clip_.id });
      },
    }),
    [
      run,
      settings,
      clip,
      replaceLyrics,
      viewer,
      editSessionId,
      generate,
      calls,
      adjustTitle,
      playClips,
      clipsForMerge,
    ],
  );

  const ready =
    settings.tool === 'extend'
      ? true
      : settings.tool === 'replace'
        ? gate === null
        : actionFor(settings) !== null;

  return {
    state,
    dispatch,
    editSessionId,
    ready,
    infillGate: gate,
    adjustProblem: speedAdjustProblem(clip),
    adjustTitle,
    setAdjustTitle,
    replaceLyrics,
    setReplaceLyrics,
    legacyVisible,
    ...actions,
  };
}
