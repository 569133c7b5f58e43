// The peer: @waveform-playlist/browser (v6) rendering the same 16 tracks and 200 clips from the
// same decoded sources, with its track controls (220 px, as our headers) and time scale. The
// script scrolls its scroll container and zooms through its zoom controls (levels a factor 2
// apart, as our Ctrl+wheel steps).
import { createRoot } from 'react-dom/client';
import {
  usePlaylistControls,
  Waveform,
  WaveformPlaylistProvider,
  type ClipTrack,
} from '@waveform-playlist/browser';
import { decodeBytes, type Contestant } from './contestant';
import { BENCH_PROJECT, benchClips, sourceId } from './fixture';
import { afterNextPaint } from './frames';
import { START_SAMPLES_PER_PX } from './cadenza';

type Controls = ReturnType<typeof usePlaylistControls>;

function Grab({ onControls }: { onControls: (c: Controls) => void }) {
  onControls(usePlaylistControls());
  return null;
}

function tracksFrom(buffers: ReadonlyMap<string, AudioBuffer>): ClipTrack[] {
  const { sampleRate, bps, tracks } = BENCH_PROJECT;
  const samplesPerBeat = sampleRate / bps;
  const clips = benchClips();
  return Array.from({ length: tracks }, (_, t) => {
    const buffer = buffers.get(sourceId(t)) as AudioBuffer;
    return {
      id: `track-${t}`,
      name: `Track ${t + 1}`,
      muted: false,
      soloed: false,
      volume: 1,
      pan: 0,
      clips: clips
        .filter((clip) => clip.track === t)
        .map((clip, c) => ({
          id: clip.id,
          name: `Take ${t + 1}.${c + 1}`,
          audioBuffer: buffer,
          sampleRate: buffer.sampleRate,
          sourceDurationSamples: buffer.length,
          startSample: Math.round(clip.startBeats * samplesPerBeat),
          durationSamples: Math.min(
            Math.round((clip.endBeats - clip.startBeats) * samplesPerBeat),
            buffer.length - Math.round(clip.readStartBeats * samplesPerBeat),
          ),
          offsetSamples: Math.round(clip.readStartBeats * samplesPerBeat),
          gain: 1,
        })),
    };
  });
}

export function playlistContestant(): Contestant {
  let controls: Controls | null = null;
  return {
    async open(root, sources) {
      const buffers = new Map<string, AudioBuffer>();
      await Promise.all(
        [...sources].map(async ([id, bytes]) => buffers.set(id, await decodeBytes(bytes))),
      );
      let mutations = 0;
      new MutationObserver(() => mutations++).observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
      });
      let ready = false;
      createRoot(root).render(
        <WaveformPlaylistProvider
          tracks={tracksFrom(buffers)}
          samplesPerPixel={START_SAMPLES_PER_PX}
          zoomLevels={[512, 1024, 2048, 4096, 8192]}
          waveHeight={88}
          timescale
          mono
          controls={{ show: true, width: 220 }}
          onReady={() => {
            ready = true;
          }}
        >
          <Grab onControls={(c) => (controls = c)} />
          <Waveform showClipHeaders />
        </WaveformPlaylistProvider>,
      );
      // Painted: ready, canvases on the page, and a whole frame without a DOM change (its canvases
      // are drawn in effects of the commits that mount them); the time is that of the frame
      // after the last change.
      for (let seen = -1, paintedAt = 0; ;) {
        const now = await afterNextPaint();
        const quiet = mutations === seen;
        seen = mutations;
        if (ready && quiet && root.querySelector('canvas') !== null) return paintedAt;
        paintedAt = now;
      }
    },
    scroll(dx) {
      const el = controls?.scrollContainerRef.current;
      if (el != null) el.scrollLeft += dx;
    },
    zoom(direction) {
      if (direction === 'in') controls?.zoomIn();
      else controls?.zoomOut();
    },
  };
}
