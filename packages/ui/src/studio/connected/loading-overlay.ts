// The studio loading overlay (2-studio §2): it shows once per screen, from the first load until
// 8 s after the content is ready, on the injected clock. After the content is ready it no longer
// blocks the timeline (it fades out over those 8 s); a later load (a clone reopening) never shows
// it again. The state machine is framework-free; useLoadingOverlay reads it in the screen.
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  mediaClipIds,
  type Clock,
  type SessionStatus,
  type StudioSessionSnapshot,
} from '@cadenza/studio-engine';
import { TIMELINE_UI } from '../constants';

/** waiting: nothing loaded yet; blocking: loading; fading: ready, within the 8 s; done: never again. */
export type OverlayPhase = 'waiting' | 'blocking' | 'fading' | 'done';

export interface LoadingOverlay {
  /** Tells the overlay the session's status (and whether the clips' audio is still loading). */
  update(status: SessionStatus, mediaLoading: boolean): void;
  getSnapshot(): OverlayPhase;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createLoadingOverlay(clock: Clock): LoadingOverlay {
  let phase: OverlayPhase = 'waiting';
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const set = (next: OverlayPhase) => {
    if (next === phase) return;
    phase = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    update(status, mediaLoading) {
      if (phase === 'done' || phase === 'fading') return;
      if (status === 'loading' || (status === 'ready' && mediaLoading)) set('blocking');
      else if (status === 'ready') {
        set('fading');
        timer = clock.setTimeout(() => set('done'), TIMELINE_UI.loadingOverlayAfterReadyMs);
      } else if (status === 'invalid' || status === 'failed') set('done');
    },
    getSnapshot: () => phase,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer);
      listeners.clear();
    },
  };
}

/** The overlay of one screen (made once), fed the session's status; returns its phase. */
export function useLoadingOverlay(
  clock: Clock,
  snapshot: StudioSessionSnapshot | null,
): OverlayPhase {
  const [overlay] = useState(() => createLoadingOverlay(clock));
  const phase = useSyncExternalStore(overlay.subscribe, overlay.getSnapshot, overlay.getSnapshot);
  const status = snapshot?.status ?? 'loading';
  const project = snapshot?.project ?? null;
  const media = snapshot?.media;
  const mediaLoading =
    project !== null &&
    media !== undefined &&
    mediaClipIds(project).some((id) => media[id] === undefined || media[id].status === 'loading');
  useEffect(() => overlay.update(status, mediaLoading), [overlay, status, mediaLoading]);
  useEffect(() => () => overlay.dispose(), [overlay]);
  return phase;
}
