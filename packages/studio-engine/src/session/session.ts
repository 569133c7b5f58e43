// createStudioSession: one headless studio session. A project loads through normalize ('Invalid
// project state format' loads nothing); every edit runs as a model command through the history
// (150 ms idle commit, drags and previews); each change of the document reaches the autosave
// (2.5 s debounce, flushed on page unload unless locked; a failed save keeps the edits, reports
// 'Failed to save project' and retries on the next change) and, when a save starts, the local
// edit state. Selection, zoom, scroll, follow, the context window, the loop and the transport
// position live here, not in components. The UI reads `getSnapshot` through
// useSyncExternalStore and changes it with `dispatch` and `handleKey`.
import { Autosave, type SaveOutcome } from '../model/autosave';
import type { Clock } from '../model/clock';
import type { Command } from '../model/commands/apply';
import type { CommandResult } from '../model/commands/result';
import { STUDIO_ERROR_TOAST_MS } from '../model/constants';
import { StudioHistory, type HistoryStepResult } from '../model/history';
import { randomId, type IdFactory } from '../model/ids';
import { MESSAGES, REASONS } from '../model/messages';
import { normalizeProjectState, type NormalizeReport } from '../model/normalize';
import { diff } from '../model/patch';
import type {
  Notice,
  ProjectLock,
  ProjectMode,
  Selection,
  StudioClip,
  StudioProjectState,
} from '../model/types';
import { STUDIO_ERRORS } from '../studio-messages';
import type { DispatchResult, SessionAction } from './actions';
import { copiedClips, danglingSelection, movedFocus, pasteCommand, splitCommand } from './edits';
import { readKey, sessionActionsForKey, type KeyEventLike, type KeyOutcome } from './keys';
import { keptView, readLocalEditState, writeLocalEditState } from './local-state';
import { MediaLoader, mediaClipIds } from './media';
import { isPortError, type LoadedProject, type LoadRequest, type SessionPorts } from './ports';
import {
  CLEAN_SAVE,
  keepIfEqual,
  NO_HISTORY,
  type HistoryFlags,
  type SessionNotice,
  type SessionStatus,
  type StudioSessionSnapshot,
} from './snapshot';
import * as views from './view';
import { reduceView } from './view-actions';

export interface StudioSessionOptions {
  /** A project state as saved (raw JSON); omit it and call `load` to fetch one through the port. */
  state?: unknown;
  projectId?: string | null;
  versionId?: string | null;
  clock: Clock;
  ports: SessionPorts;
  /** Edit mode keeps one track (one-track mode). */
  mode?: ProjectMode;
  /** A newly created project starts with one track. */
  isNew?: boolean;
  /** Opened at a version, or another user's project: read-only until cloned. */
  lock?: ProjectLock | null;
  newId?: IdFactory;
  /** Restore the local edit state when under 15 minutes old (default: when a localStore is given). */
  restoreLocal?: boolean;
  /** The view to start from (saved preferences), checked and clamped. */
  view?: Partial<views.SessionView>;
}

export interface StudioSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): StudioSessionSnapshot;
  dispatch(action: SessionAction): DispatchResult;
  /** A keydown through the §9 keyboard map; `action` non-null means the key was the studio's. */
  handleKey(event: KeyEventLike): KeyOutcome;
  /** Fetches and opens a project through the load port; false when it failed or was invalid. */
  load(request: LoadRequest): Promise<boolean>;
  /** Saves now (skipped when locked or nothing changed). */
  flush(): Promise<SaveOutcome>;
  /** Page unload: keeps the local edit state and saves, unless locked. */
  handleUnload(): void;
  /** Clones the open version and opens the copy, unlocked. */
  clone(title?: string): Promise<boolean>;
  /** Fetches the waveform and audio of every clip not fetched yet (snapshot.media). */
  loadMedia(): void;
  readonly ports: SessionPorts;
  /** Ends the session; what is unsaved is saved first, as on unload. */
  dispose(): void;
}

interface Open {
  history: StudioHistory;
  autosave: Autosave | null;
  projectId: string | null;
  versionId: string | null;
  lock: ProjectLock | null;
  report: NormalizeReport;
  saved: StudioProjectState;
}

const ok: DispatchResult = { ok: true };
const refused = (code: string, reason: string): DispatchResult => ({ ok: false, code, reason });
const errorNotice = (title: string, description?: string): Notice => ({
  kind: 'error',
  title,
  ...(description === undefined ? {} : { description }),
  durationMs: STUDIO_ERROR_TOAST_MS,
});

/** Drag and preview actions: one history call each. */
const GESTURES = {
  'drag/begin': (history) => history.beginDrag(),
  'drag/end': (history) => history.endDrag(),
  'drag/cancel': (history) => history.cancelDrag(),
  'preview/stop': (history) => history.stopPreview(),
  'preview/end': (history) => history.endPreview(),
} satisfies Partial<Record<SessionAction['type'], (history: StudioHistory) => void>>;

export function createStudioSession(options: StudioSessionOptions): StudioSession {
  const { clock, ports } = options;
  const mode = options.mode ?? 'studio';
  const newId = options.newId ?? randomId;
  const restoreLocal = options.restoreLocal ?? ports.localStore !== undefined;
  const listeners = new Set<() => void>();

  let open: Open | null = null;
  let status: SessionStatus = 'empty';
  let error: Notice | null = null;
  let view = views.restoreView(views.defaultView(), options.view ?? {});
  let notices: readonly SessionNotice[] = [];
  let nextNoticeId = 1;
  let cloneOffer: ProjectLock | null = null;
  let clipboard: readonly StudioClip[] = [];
  let restoredLocal = false;
  let loadToken = 0;
  const media = new MediaLoader(ports, clock, () => sync());
  /** The host asked for media (loadMedia): from then on, clips edits bring in are fetched too. */
  let mediaWanted = false;
  let snapshot = build(null);
  let batch = 0;
  let syncing = false;
  let again = false;

  function notify(notice: Notice): void {
    notices = [...notices, { ...notice, id: nextNoticeId++ }];
  }

  function historyFlags(history: StudioHistory | undefined): HistoryFlags {
    if (history === undefined) return NO_HISTORY;
    return keepIfEqual(snapshot.history, {
      canUndo: history.canUndo(),
      canRedo: history.canRedo(),
      dragging: history.isDragging,
      previewing: history.isPreviewing,
      pending: history.hasPending,
    });
  }

  function build(prev: StudioSessionSnapshot | null): StudioSessionSnapshot {
    const save = open?.autosave?.status ?? CLEAN_SAVE;
    const next: StudioSessionSnapshot = {
      status,
      error,
      projectId: open?.projectId ?? null,
      versionId: save.lastVersionId ?? open?.versionId ?? null,
      mode,
      lock: open?.lock ?? null,
      project: open?.history.view ?? null,
      history: prev === null ? NO_HISTORY : historyFlags(open?.history),
      save: prev === null ? save : keepIfEqual(prev.save, save),
      view,
      clipboardClips: clipboard.length,
      notices,
      cloneOffer,
      restoredLocal,
      report: open?.report ?? null,
      media: media.media,
    };
    return prev === null ? next : keepIfEqual(prev, next);
  }

  /** Brings the autosave and the snapshot up to date and tells subscribers when it changed. */
  function sync(): void {
    if (batch > 0) return;
    if (syncing) {
      again = true;
      return;
    }
    syncing = true;
    try {
      do {
        again = false;
        if (open !== null && open.history.state !== open.saved) {
          open.saved = open.history.state;
          open.autosave?.changed(open.saved);
        }
        const next = build(snapshot);
        if (next !== snapshot) {
          snapshot = next;
          for (const listener of [...listeners]) listener();
        }
      } while (again);
    } finally {
      syncing = false;
    }
  }

  function writeLocal(state: StudioProjectState): void {
    const projectId = open?.projectId;
    if (ports.localStore === undefined || projectId == null) return;
    writeLocalEditState(ports.localStore, {
      projectId,
      savedAt: clock.now(),
      state,
      view: keptView(view),
    });
  }

  function close(): void {
    media.reset();
    open?.history.dispose();
    open?.autosave?.dispose();
    open = null;
  }

  /** Opens a project: normalise, maybe restore the local edit state, then history and autosave. */
  function openProject(loaded: LoadedProject | null, raw: unknown, isNew: boolean): boolean {
    close();
    restoredLocal = false;
    cloneOffer = null;
    const normalized = normalizeProjectState(raw, { mode, isNew, newId });
    if (!normalized.ok) {
      status = 'invalid';
      error = errorNotice(normalized.error);
      return false;
    }
    const projectId = loaded?.projectId ?? options.projectId ?? null;
    const lock = loaded === null ? (options.lock ?? null) : (loaded.lock ?? null);
    let { state } = normalized;
    let changedLocally = false;
    if (restoreLocal && ports.localStore !== undefined && projectId !== null && lock === null) {
      const local = readLocalEditState(ports.localStore, projectId, clock.now());
      const restored = local === null ? null : normalizeProjectState(local.state, { mode, newId });
      if (local !== null && restored?.ok === true && diff(state, restored.state) !== null) {
        state = restored.state;
        view = views.restoreView(view, local.view);
        restoredLocal = changedLocally = true;
      }
    }
    const history = new StudioHistory({
      initial: state,
      clock,
      newId,
      oneTrackMode: mode === 'edit',
      lock,
    });
    const autosave =
      projectId === null
        ? null
        : new Autosave({
            clock,
            projectId,
            save: (payload) => {
              writeLocal(payload.state);
              return ports.save(payload);
            },
            isLocked: () => open?.lock != null,
            onNotice: (notice) => {
              notify(notice);
              sync();
            },
            onStatus: sync,
          });
    open = {
      history,
      autosave,
      projectId,
      versionId: loaded === null ? (options.versionId ?? null) : (loaded.versionId ?? null),
      lock,
      report: normalized.report,
      saved: state,
    };
    history.subscribe(sync);
    if (changedLocally) autosave?.changed(state);
    status = 'ready';
    error = null;
    return true;
  }

  function fromCommand(result: CommandResult | HistoryStepResult): DispatchResult {
    if (result.ok) {
      if ('notices' in result && result.notices !== undefined) result.notices.forEach(notify);
      return ok;
    }
    if (result.code === 'locked') cloneOffer = result.lock;
    if ('reason' in result) return refused(result.code, result.reason);
    return refused(
      result.code,
      result.code === 'blocked' ? REASONS.historyBlocked : REASONS.historyEmpty,
    );
  }

  function command(history: StudioHistory, cmd: Command, record?: false): DispatchResult {
    return fromCommand(history.apply(cmd, { record }));
  }

  function select(history: StudioHistory, selection: Partial<Selection>): DispatchResult {
    return fromCommand(history.apply({ type: 'setSelection', selection }, { viewOnly: true }));
  }

  function step(history: StudioHistory, direction: 'undo' | 'redo'): DispatchResult {
    const result = direction === 'undo' ? history.undo() : history.redo();
    const dangling = result.ok ? danglingSelection(history.state) : null;
    if (dangling !== null) select(history, dangling);
    return fromCommand(result);
  }

  /** View actions need no project. */
  /** View actions and dismissals need no project. */
  function runView(action: SessionAction): boolean {
    if (action.type === 'notice/dismiss') notices = notices.filter((n) => n.id !== action.id);
    else if (action.type === 'media/failed') media.markMissing(action.clipId);
    else if (action.type === 'clone/dismiss') cloneOffer = null;
    else {
      const next = reduceView(view, action);
      if (next === undefined) return false;
      view = next;
    }
    return true;
  }

  function runEdit(action: SessionAction, history: StudioHistory): DispatchResult {
    if (action.type in GESTURES) {
      GESTURES[action.type as keyof typeof GESTURES](history);
      return ok;
    }
    switch (action.type) {
      case 'command':
        return command(history, action.command, action.record);
      case 'undo':
      case 'redo':
        return step(history, action.type);
      case 'preview/show':
        return fromCommand(history.preview(action.command));
      case 'preview/commit': {
        const result = history.commitPreview();
        return result === null ? refused('ignored', REASONS.nothingToEnd) : fromCommand(result);
      }
      case 'escape':
        if (history.isPreviewing) history.endPreview();
        else if (history.isDragging) history.cancelDrag();
        else return refused('ignored', REASONS.nothingToEnd);
        return ok;
      case 'selection/set':
        return select(history, action.selection);
      case 'focus/move': {
        const change = movedFocus(history.state, view, action.direction);
        return change === null ? refused('ignored', REASONS.noChange) : select(history, change);
      }
      case 'loop/set': {
        const { type: _type, ...loop } = action;
        return command(history, { type: 'setLoopRegion', ...loop });
      }
      case 'clipboard/copy':
      case 'clipboard/cut': {
        const clips = copiedClips(history.state);
        if (clips.length === 0) return refused('ignored', REASONS.nothingSelected);
        clipboard = clips;
        if (action.type === 'clipboard/copy') return ok;
        return command(history, { type: 'deleteClips', clipIds: clips.map((c) => c.id) });
      }
      case 'clipboard/paste': {
        const paste = pasteCommand(history.state, clipboard, view.transport.positionBeats);
        return paste === null
          ? refused('not-found', REASONS.trackNotFound)
          : command(history, paste);
      }
      case 'clip/split': {
        const split = splitCommand(history.state, view.transport.positionBeats);
        return split === null
          ? refused('ignored', REASONS.nothingSelected)
          : command(history, split);
      }
      default:
        return refused('ignored', REASONS.noChange);
    }
  }

  function run(action: SessionAction): DispatchResult {
    if (runView(action)) return ok;
    if (open === null) return refused('not-loaded', REASONS.notLoaded);
    return runEdit(action, open.history);
  }

  function dispatch(action: SessionAction): DispatchResult {
    batch++;
    try {
      return run(action);
    } finally {
      batch--;
      // Clips an edit brings in (a placed generation, a paste, an undo) load like the rest.
      if (batch === 0 && mediaWanted && open !== null)
        media.request(mediaClipIds(open.history.state));
      sync();
    }
  }

  async function load(request: LoadRequest): Promise<boolean> {
    const token = ++loadToken;
    if (ports.load === undefined) {
      status = 'failed';
      error = errorNotice(STUDIO_ERRORS.loadProjectFailed, STUDIO_ERRORS.tryAgainLater);
      sync();
      return false;
    }
    status = 'loading';
    error = null;
    sync();
    try {
      const loaded = await ports.load(request);
      if (token !== loadToken) return false;
      const opened = openProject(loaded, loaded.state, false);
      sync();
      return opened;
    } catch (failure) {
      if (token !== loadToken) return false;
      close();
      status = 'failed';
      error = isPortError(failure)
        ? failure.notice
        : errorNotice(STUDIO_ERRORS.loadProjectFailed, STUDIO_ERRORS.tryAgainLater);
      sync();
      return false;
    }
  }

  async function clone(title?: string): Promise<boolean> {
    const current = open;
    if (current === null) return false;
    const versionId = snapshot.versionId;
    const fail = (notice: Notice): boolean => {
      notify(notice);
      sync();
      return false;
    };
    if (versionId === null) return fail(errorNotice(MESSAGES.noVersionForClone));
    if (ports.clone === undefined) return fail(errorNotice(STUDIO_ERRORS.cloneUnavailable));
    try {
      const copy = await ports.clone({ versionId, title: title ?? current.history.state.title });
      const opened = openProject({ ...copy, lock: null }, copy.state, false);
      sync();
      return opened;
    } catch {
      return fail(errorNotice(STUDIO_ERRORS.cloneProjectFailed));
    }
  }

  /** Page unload (and dispose): keep the local edit state and save now, unless locked. */
  function saveBeforeLeaving(): void {
    const autosave = open?.autosave;
    if (open === null || autosave == null || open.lock !== null) return;
    if (autosave.status.dirty) writeLocal(open.history.state);
    void autosave.flush();
  }

  function handleKey(event: KeyEventLike): KeyOutcome {
    const state = open?.history.view;
    const action = readKey(event, {
      oneTrackMode: mode === 'edit',
      layout: view.layout,
      focusedArea: state?.selection.focusedArea,
    });
    if (action === null) return { action, dispatched: [], forHost: false };
    const actions = sessionActionsForKey(action, state ?? null);
    if (actions === null) return { action, dispatched: [], forHost: true };
    batch++;
    try {
      for (const each of actions) run(each);
    } finally {
      batch--;
      sync();
    }
    return { action, dispatched: actions, forHost: false };
  }

  if (options.state !== undefined) openProject(null, options.state, options.isNew === true);
  snapshot = build(null);

  return {
    ports,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    loadMedia() {
      mediaWanted = true;
      if (open !== null) media.request(mediaClipIds(open.history.state));
    },
    dispatch,
    handleKey,
    load,
    clone,
    flush: () => open?.autosave?.flush() ?? Promise.resolve({ kind: 'skipped', reason: 'clean' }),
    handleUnload: saveBeforeLeaving,
    dispose() {
      saveBeforeLeaving();
      loadToken++;
      close();
      listeners.clear();
    },
  };
}
