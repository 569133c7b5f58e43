// Cadenza's studio timeline in the bench: a real studio session (normalise on load, media
// through its ports) shown by the connected Workspace, as /studio shows it; the data arrives as
// the project's JSON and the sources' WAV bytes. Scrolling and zooming go through the lanes'
// wheel handler (a plain wheel scrolls, Ctrl+wheel zooms), as a user's wheel would.
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { PageCache, type StudioSession } from '@cadenza/studio-engine';
import { Workspace } from '../../src/studio/connected/StudioSessionView';
import type { AudioDecoder } from '../../src/studio/connected/waveforms';
import { ThemeProvider } from '../../src/theme';
import { benchSession } from './bench-session';
import { decodeBytes, type Contestant } from './contestant';
import { BENCH_PROJECT, benchProjectJson } from './fixture';
import { afterNextPaint } from './frames';

/** The zoom the script starts at: 2048 samples a pixel, as waveform-playlist's. */
export const START_SAMPLES_PER_PX = 2048;
const startPxPerBeat = BENCH_PROJECT.sampleRate / BENCH_PROJECT.bps / START_SAMPLES_PER_PX;
/** Ctrl+wheel delta that zooms by 2 (one notch zooms by exp(-delta × 0.002)). */
const ZOOM_DELTA = Math.log(2) / 0.002;

// The page caches the timeline's waveforms create, counted without touching the ui's code: every
// page of the engine's PageCache is 512 points of (min, max) float32 (4096 bytes).
const caches = new Set<PageCache>();
const originalSet = PageCache.prototype.set;
PageCache.prototype.set = function set(this: PageCache, ...args) {
  caches.add(this);
  return originalSet.apply(this, args);
};
const PAGE_BYTES = 512 * 2 * 4;

function View({ session, decode }: { session: StudioSession; decode: AudioDecoder }) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const project = snapshot.project;
  if (project === null) return null;
  return <Workspace session={session} snapshot={{ ...snapshot, project }} decode={decode} />;
}

export function cadenzaContestant(): Contestant {
  let lanes: HTMLElement | null = null;
  let decodedBytes = 0;
  const wheel = (init: WheelEventInit) => {
    if (lanes === null) return;
    const box = lanes.getBoundingClientRect();
    lanes.dispatchEvent(
      new WheelEvent('wheel', {
        bubbles: true,
        cancelable: true,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
        ...init,
      }),
    );
  };
  return {
    open(root, sources) {
      return new Promise((resolve) => {
        let pending = sources.size;
        const decode: AudioDecoder = async (bytes) => {
          const buffer = await decodeBytes(bytes);
          const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) =>
            buffer.getChannelData(i),
          );
          decodedBytes += channels.reduce((n, c) => n + c.byteLength, 0);
          // The last decode's waveforms are drawn in the commit its answer causes (a store update
          // through useSyncExternalStore renders synchronously, the tiles paint in layout
          // effects); the next frame shows them.
          if (--pending === 0)
            void afterNextPaint().then((paintedAt) => {
              lanes = root.querySelector('[aria-label="Track lanes"]');
              resolve(paintedAt);
            });
          return { sampleRate: buffer.sampleRate, channels };
        };
        const session = benchSession(benchProjectJson(), async (clipId) => {
          const bytes = sources.get(clipId);
          if (bytes === undefined) throw new Error(`no source ${clipId}`);
          return bytes;
        });
        session.dispatch({ type: 'zoom/set', pxPerBeat: startPxPerBeat });
        session.loadMedia();
        createRoot(root).render(
          <ThemeProvider mode="dark" style={{ height: '100%' }}>
            <View session={session} decode={decode} />
          </ThemeProvider>,
        );
      });
    },
    scroll: (dx) => wheel({ deltaX: dx }),
    zoom: (direction) =>
      wheel({ ctrlKey: true, deltaY: direction === 'in' ? -ZOOM_DELTA : ZOOM_DELTA }),
    dragPoint() {
      if (lanes === null) return null;
      const box = lanes.getBoundingClientRect();
      // The first clip of the first track starts at beat 0: a point inside its body.
      return { x: box.left + 30, y: box.top + 50 };
    },
    memory() {
      let pages = 0;
      for (const cache of caches) pages += cache.size;
      return { waveformPageBytes: pages * PAGE_BYTES, decodedAudioBytes: decodedBytes };
    },
  };
}
