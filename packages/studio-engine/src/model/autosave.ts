// Autosave (§4): debounced 2.5 s after the last change and flushed on page unload, never for a
// locked project. A save returns a version_id. A failed save keeps the unsaved state, which the
// next change or flush saves again, and reports 'Failed to save project'.
import type { Clock, ClockHandle } from './clock';
import { AUTOSAVE_DEBOUNCE_MS, STUDIO_ERROR_TOAST_MS } from './constants';
import { MESSAGES } from './messages';
import type { Notice, StudioProjectState } from './types';

/** POST /api/studio/save-project {project_id, state, title}. */
export interface SaveProjectPayload {
  project_id: string;
  state: StudioProjectState;
  title: string;
}

export interface AutosaveOptions {
  clock: Clock;
  projectId: string;
  save: (payload: SaveProjectPayload) => Promise<{ version_id: string }>;
  isLocked?: () => boolean;
  onNotice?: (notice: Notice) => void;
  /** Called whenever `status` may have changed (a change recorded, a save started or ended). */
  onStatus?: () => void;
}

export interface AutosaveStatus {
  /** A state newer than the last successful save exists. */
  dirty: boolean;
  saving: boolean;
  lastVersionId: string | null;
  error: string | null;
}

export type SaveOutcome =
  | { kind: 'saved'; versionId: string }
  | { kind: 'failed'; message: string }
  | { kind: 'skipped'; reason: 'locked' | 'clean' };

export class Autosave {
  #unsaved: StudioProjectState | null = null;
  #timer: ClockHandle | null = null;
  #inFlight: Promise<SaveOutcome> | null = null;
  #lastVersionId: string | null = null;
  #error: string | null = null;

  constructor(private readonly options: AutosaveOptions) {}

  get status(): AutosaveStatus {
    return {
      dirty: this.#unsaved !== null,
      saving: this.#inFlight !== null,
      lastVersionId: this.#lastVersionId,
      error: this.#error,
    };
  }

  /** The state that is not saved yet, if any. */
  get unsavedState(): StudioProjectState | null {
    return this.#unsaved;
  }

  /** Records a changed state and (re)starts the 2.5 s debounce. */
  changed(state: StudioProjectState): void {
    if (this.#locked()) return;
    this.#unsaved = state;
    this.#cancelTimer();
    this.#timer = this.options.clock.setTimeout(() => {
      this.#timer = null;
      void this.flush();
    }, AUTOSAVE_DEBOUNCE_MS);
    this.options.onStatus?.();
  }

  /** Saves now (page unload, or the debounce firing); skipped when locked or nothing changed. */
  async flush(): Promise<SaveOutcome> {
    this.#cancelTimer();
    if (this.#locked()) return { kind: 'skipped', reason: 'locked' };
    if (this.#inFlight !== null) await this.#inFlight;
    const state = this.#unsaved;
    if (state === null) return { kind: 'skipped', reason: 'clean' };
    const run = this.#save(state);
    this.#inFlight = run;
    this.options.onStatus?.();
    try {
      return await run;
    } finally {
      this.#inFlight = null;
      this.options.onStatus?.();
    }
  }

  dispose(): void {
    this.#cancelTimer();
  }

  async #save(state: StudioProjectState): Promise<SaveOutcome> {
    try {
      const { version_id } = await this.options.save({
        project_id: this.options.projectId,
        state,
        title: state.title,
      });
      if (this.#unsaved === state) this.#unsaved = null;
      this.#lastVersionId = version_id;
      this.#error = null;
      return { kind: 'saved', versionId: version_id };
    } catch {
      this.#error = MESSAGES.failedToSaveProject;
      this.options.onNotice?.({
        kind: 'error',
        title: MESSAGES.failedToSaveProject,
        durationMs: STUDIO_ERROR_TOAST_MS,
      });
      return { kind: 'failed', message: MESSAGES.failedToSaveProject };
    }
  }

  #locked(): boolean {
    return this.options.isLocked?.() ?? false;
  }

  #cancelTimer(): void {
    if (this.#timer !== null) {
      this.options.clock.clearTimeout(this.#timer);
      this.#timer = null;
    }
  }
}
