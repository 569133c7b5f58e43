// Undo and redo by recorded diffs, as tldraw's HistoryManager does: each change is stored as a
// patch between plain states, never as a hand-written inverse. Changes gather into one undo step
// until 150 ms pass without another (or a mark, a drag's end, an undo). Undo and redo are blocked
// during a drag or a preview. A preview state is shown uncommitted and committed on demand; Escape
// ends it at once, a stop ends it after 250 ms. A locked project rejects every edit with a result
// that asks for the clone flow.
import type { Clock, ClockHandle } from './clock';
import { HISTORY_COMMIT_MS, PREVIEW_STOP_MS } from './constants';
import { applyCommand, type Command } from './commands/apply';
import type { CommandContext, CommandLocked, CommandResult } from './commands/result';
import { randomId, type IdFactory } from './ids';
import { REASONS } from './messages';
import { applyPatch, diff, type Patch } from './patch';
import type { ProjectLock, StudioProjectState } from './types';

export interface HistoryOptions {
  initial: StudioProjectState;
  clock: Clock;
  newId?: IdFactory;
  oneTrackMode?: boolean;
  lock?: ProjectLock | null;
}

export type HistoryStepResult =
  | { ok: true; state: StudioProjectState }
  | { ok: false; code: 'blocked' | 'empty'; state: StudioProjectState }
  | CommandLocked;

interface Preview {
  command: Command;
  state: StudioProjectState;
}

export class StudioHistory {
  #state: StudioProjectState;
  #pending: Patch[] = [];
  #undo: Patch[][] = [];
  #redo: Patch[][] = [];
  #commitTimer: ClockHandle | null = null;
  #stopTimer: ClockHandle | null = null;
  #dragging = false;
  #preview: Preview | null = null;
  #lock: ProjectLock | null;
  readonly #clock: Clock;
  readonly #ctx: CommandContext;
  readonly #listeners = new Set<() => void>();

  constructor(options: HistoryOptions) {
    this.#state = options.initial;
    this.#clock = options.clock;
    this.#lock = options.lock ?? null;
    this.#ctx = { newId: options.newId ?? randomId, oneTrackMode: options.oneTrackMode ?? false };
  }

  /** The document: every applied change, committed or not. */
  get state(): StudioProjectState {
    return this.#state;
  }

  /** What to show: the preview when there is one, else the document. */
  get view(): StudioProjectState {
    return this.#preview?.state ?? this.#state;
  }

  get isDragging(): boolean {
    return this.#dragging;
  }

  get isPreviewing(): boolean {
    return this.#preview !== null;
  }

  /** Changes not yet gathered into an undo step. */
  get hasPending(): boolean {
    return this.#pending.length > 0;
  }

  canUndo(): boolean {
    return !this.#blocked() && (this.#pending.length > 0 || this.#undo.length > 0);
  }

  canRedo(): boolean {
    return !this.#blocked() && this.#pending.length === 0 && this.#redo.length > 0;
  }

  setLock(lock: ProjectLock | null): void {
    this.#lock = lock;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Applies a command to the document and records its diff (unless `record` is false). A
   * `viewOnly` change (the selection) is never recorded and is allowed while the project is locked.
   */
  apply(command: Command, options: { record?: boolean; viewOnly?: boolean } = {}): CommandResult {
    const viewOnly = options.viewOnly === true;
    const result = applyCommand(this.#state, command, viewOnly ? this.#ctx : this.#context());
    if (!result.ok || result.state === this.#state) return result;
    const before = this.#state;
    this.#state = result.state;
    if (options.record !== false && !viewOnly) {
      const patch = diff(before, result.state);
      if (patch !== null) {
        this.#pending.push(patch);
        this.#redo = [];
        if (!this.#dragging) this.#scheduleCommit();
      }
    }
    if (this.#preview !== null) this.#refreshPreview();
    this.#emit();
    return result;
  }

  /** Ends the current undo step now. */
  mark(): void {
    this.#commit();
  }

  undo(): HistoryStepResult {
    const refused = this.#refuseStep();
    if (refused !== null) return refused;
    this.#commit();
    const entry = this.#undo.pop();
    if (entry === undefined) return { ok: false, code: 'empty', state: this.#state };
    let state = this.#state;
    for (let i = entry.length - 1; i >= 0; i--)
      state = applyPatch(state, entry[i] as Patch, 'backward');
    this.#state = state;
    this.#redo.push(entry);
    this.#emit();
    return { ok: true, state };
  }

  redo(): HistoryStepResult {
    const refused = this.#refuseStep();
    if (refused !== null) return refused;
    if (this.#pending.length > 0) return { ok: false, code: 'empty', state: this.#state };
    const entry = this.#redo.pop();
    if (entry === undefined) return { ok: false, code: 'empty', state: this.#state };
    let state = this.#state;
    for (const patch of entry) state = applyPatch(state, patch, 'forward');
    this.#state = state;
    this.#undo.push(entry);
    this.#emit();
    return { ok: true, state };
  }

  /** A drag gathers all its changes into one undo step, committed when it ends. */
  beginDrag(): void {
    this.#commit();
    this.#dragging = true;
    this.#emit();
  }

  endDrag(): void {
    this.#dragging = false;
    this.#commit();
    this.#emit();
  }

  /** Drops a drag's changes, returning the document to where the drag began. */
  cancelDrag(): void {
    let state = this.#state;
    for (let i = this.#pending.length - 1; i >= 0; i--)
      state = applyPatch(state, this.#pending[i] as Patch, 'backward');
    this.#state = state;
    this.#pending = [];
    this.#dragging = false;
    this.#emit();
  }

  /** Shows a command's result without changing the document. */
  preview(command: Command): CommandResult {
    const result = applyCommand(this.#state, command, this.#context());
    this.#clearStopTimer();
    if (result.ok) this.#preview = { command, state: result.state };
    this.#emit();
    return result;
  }

  /** Commits the shown preview to the document as an undo step. */
  commitPreview(): CommandResult | null {
    const preview = this.#preview;
    if (preview === null) return null;
    this.#endPreview();
    this.#commit();
    const result = this.apply(preview.command);
    this.#commit();
    return result;
  }

  /** Escape: the preview ends at once. */
  endPreview(): void {
    this.#endPreview();
    this.#emit();
  }

  /** A stop: the preview ends 250 ms later unless previewed again or committed meanwhile. */
  stopPreview(): void {
    if (this.#preview === null) return;
    this.#clearStopTimer();
    this.#stopTimer = this.#clock.setTimeout(() => {
      this.#stopTimer = null;
      this.endPreview();
    }, PREVIEW_STOP_MS);
  }

  dispose(): void {
    if (this.#commitTimer !== null) this.#clock.clearTimeout(this.#commitTimer);
    this.#clearStopTimer();
    this.#commitTimer = null;
    this.#listeners.clear();
  }

  #context(): CommandContext {
    return this.#lock === null ? this.#ctx : { ...this.#ctx, lock: this.#lock };
  }

  #blocked(): boolean {
    return this.#dragging || this.#preview !== null;
  }

  #refuseStep(): HistoryStepResult | null {
    if (this.#lock !== null) {
      return {
        ok: false,
        state: this.#state,
        code: 'locked',
        reason: REASONS.locked,
        action: 'clone-project',
        lock: this.#lock,
      };
    }
    return this.#blocked() ? { ok: false, code: 'blocked', state: this.#state } : null;
  }

  #scheduleCommit(): void {
    if (this.#commitTimer !== null) this.#clock.clearTimeout(this.#commitTimer);
    this.#commitTimer = this.#clock.setTimeout(() => {
      this.#commitTimer = null;
      this.#commit();
      this.#emit();
    }, HISTORY_COMMIT_MS);
  }

  #commit(): void {
    if (this.#commitTimer !== null) {
      this.#clock.clearTimeout(this.#commitTimer);
      this.#commitTimer = null;
    }
    if (this.#pending.length === 0) return;
    this.#undo.push(this.#pending);
    this.#pending = [];
  }

  #refreshPreview(): void {
    const preview = this.#preview as Preview;
    const result = applyCommand(this.#state, preview.command, this.#context());
    this.#preview = result.ok ? { command: preview.command, state: result.state } : null;
  }

  #endPreview(): void {
    this.#clearStopTimer();
    this.#preview = null;
  }

  #clearStopTimer(): void {
    if (this.#stopTimer !== null) {
      this.#clock.clearTimeout(this.#stopTimer);
      this.#stopTimer = null;
    }
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
