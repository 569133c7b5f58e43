// New clips get downbeats (2-studio §4 Downbeats), framework-free: every generated clip of the
// open project still awaiting analysis has its downbeats fetched once (GET downbeats every 2.5 s
// while running, 'Timeout' after 5 minutes, on the injected clock); when they arrive they become
// warp markers and the clip leaves awaitingAnalysis, so it warps to the project tempo; that is an
// arrival, not the user's edit, so it is never an undo step (an Undo takes back the user's last
// edit), and a clip an undo or redo brings back still awaiting analysis is asked for again. A failed
// fetch is reported once ('Timeout', the server's error or 'Unknown error') and not retried until
// the project is opened again. A locked project (a version, another user's) is left alone.
import type { JobResult } from '@cadenza/sdk/store';
import {
  clipsAwaitingAnalysis,
  warpMarkersFromDownbeats,
  type StudioSession,
} from '@cadenza/studio-engine';

/** Fetches a clip's downbeats (fetchDownbeats on the SDK's client and clock). */
export type DownbeatsFetch = (clipId: string, signal: AbortSignal) => Promise<JobResult<number[]>>;

export interface AnalysisFollowerDeps {
  readonly session: StudioSession;
  readonly fetchDownbeats: DownbeatsFetch;
  /** A fetch that failed: its message ('Timeout', the server's error or 'Unknown error'). */
  readonly onFailed: (clipId: string, message: string) => void;
}

export class AnalysisFollower {
  readonly #deps: AnalysisFollowerDeps;
  readonly #asked = new Set<string>();
  readonly #abort = new AbortController();
  #unsubscribe: (() => void) | null = null;

  constructor(deps: AnalysisFollowerDeps) {
    this.#deps = deps;
  }

  start(): void {
    this.#unsubscribe = this.#deps.session.subscribe(() => this.#sync());
    this.#sync();
  }

  #sync(): void {
    const { project: state, lock } = this.#deps.session.getSnapshot();
    // A locked project is read-only: its owner's studio analyses its clips.
    if (state === null || lock !== null || this.#abort.signal.aborted) return;
    for (const clipId of clipsAwaitingAnalysis(state)) {
      if (this.#asked.has(clipId)) continue;
      this.#asked.add(clipId);
      void this.#follow(clipId);
    }
  }

  async #follow(clipId: string): Promise<void> {
    const { session, fetchDownbeats, onFailed } = this.#deps;
    const result = await fetchDownbeats(clipId, this.#abort.signal);
    if (this.#abort.signal.aborted) return;
    if (!result.ok) {
      if (result.reason !== 'aborted') onFailed(clipId, result.message);
      return;
    }
    session.dispatch({
      type: 'command',
      command: {
        type: 'receiveDownbeats',
        sourceId: clipId,
        markers: warpMarkersFromDownbeats(result.value),
      },
      record: false,
    });
    this.#asked.delete(clipId);
  }

  dispose(): void {
    this.#abort.abort();
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }
}
