// The clips' waveforms for the Timeline: each clip's audio bytes (from the session's media) are
// decoded once into channels, the engine's MipMap builds peak pages from them on demand, and the
// engine's PageCache keeps the pages (LRU, coarse levels pinned). Until the audio is decoded, a
// clip whose waveform aggregates have arrived is drawn from them (still marked loading). Framework-free: the decoder is
// injected (the browser's decodeAudioData in the studio, a fake in tests).
import {
  MipMap,
  PageCache,
  type ClipMedia,
  type PageKey,
  type PeakPage,
} from '@cadenza/studio-engine';
import type { ClipAudio, PeakLookup } from '../paint/waveform';
import { aggregatePeaks, type AggregatePeaks } from './aggregate-peaks';

export interface DecodedAudio {
  sampleRate: number;
  channels: Float32Array[];
}

export type AudioDecoder = (bytes: ArrayBuffer) => Promise<DecodedAudio>;

export interface ClipWaveforms {
  /** Brings the decoded audio in line with the session's media; new decodes start here. */
  update(media: Readonly<Record<string, ClipMedia>>): void;
  /** Each clip's audio by audio id, for the Timeline. */
  audio(): ReadonlyMap<string, ClipAudio>;
  peaks: PeakLookup;
  /** Changes whenever a decode finishes (the Timeline repaints on it). */
  version(): number;
  subscribe(listener: () => void): () => void;
}

interface Entry {
  status: ClipAudio['status'];
  /** The bytes this entry decodes (or decoded); null while the media has none yet. */
  source: ArrayBuffer | null;
  decoded: DecodedAudio | null;
  mipMap: MipMap | null;
  /** Pages from the waveform aggregates, drawn until the audio is decoded. */
  preview: AggregatePeaks | null;
  /** The aggregates the preview was built from. */
  aggregates: ClipMedia['waveform'];
}

const placeholder = (status: ClipAudio['status']): Entry => ({
  status,
  source: null,
  decoded: null,
  mipMap: null,
  preview: null,
  aggregates: null,
});

export function createClipWaveforms(
  decode: AudioDecoder,
  onUndecodable: (clipId: string) => void,
  cache = new PageCache(),
): ClipWaveforms {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let version = 0;
  let audio: ReadonlyMap<string, ClipAudio> = new Map();

  const rebuild = () => {
    const next = new Map<string, ClipAudio>();
    for (const [audioId, entry] of entries)
      next.set(audioId, {
        audioId,
        sampleRate: entry.decoded?.sampleRate ?? 48000,
        length: entry.decoded?.channels[0]?.length ?? entry.preview?.length ?? 0,
        status: entry.status,
      });
    audio = next;
    version++;
    for (const listener of [...listeners]) listener();
  };

  const start = (clipId: string, bytes: ArrayBuffer) => {
    const before = entries.get(clipId);
    const entry: Entry = {
      ...placeholder('loading'),
      source: bytes,
      preview: before?.preview ?? null,
      aggregates: before?.aggregates ?? null,
    };
    entries.set(clipId, entry);
    decode(bytes.slice(0)).then(
      (decoded) => {
        if (entries.get(clipId) !== entry) return;
        const lower = (level: number, index: number) =>
          cache.get({ audioId: clipId, level, index });
        entries.set(clipId, {
          status: 'ready',
          source: bytes,
          decoded,
          mipMap: new MipMap(decoded.channels, lower),
          preview: null,
          aggregates: null,
        });
        rebuild();
      },
      () => {
        if (entries.get(clipId) !== entry) return;
        entries.set(clipId, { ...placeholder('undecodable'), source: bytes });
        onUndecodable(clipId);
        rebuild();
      },
    );
  };

  return {
    update(media) {
      let changed = false;
      for (const [clipId, item] of Object.entries(media)) {
        const entry = entries.get(clipId);
        if (item.status === 'ready' && item.audio !== null) {
          // Bytes the entry has not decoded yet: the first answer after a 'loading' placeholder,
          // or new bytes after a retry.
          if (entry?.source !== item.audio) {
            start(clipId, item.audio);
            changed = true;
          }
        } else if (item.status === 'missing') {
          if (entry?.status !== 'missing' && entry?.status !== 'undecodable') {
            entries.set(clipId, placeholder('missing'));
            changed = true;
          }
        } else if (entry === undefined) {
          entries.set(clipId, placeholder('loading'));
          changed = true;
        }
        const current = entries.get(clipId);
        if (
          current?.status === 'loading' &&
          item.waveform !== null &&
          current.aggregates !== item.waveform
        ) {
          current.aggregates = item.waveform;
          current.preview = aggregatePeaks(item.waveform);
          changed = true;
        }
      }
      if (changed) rebuild();
    },
    audio: () => audio,
    peaks(key: PageKey): PeakPage | null {
      const hit = cache.get(key);
      if (hit !== null) return hit;
      const entry = entries.get(key.audioId);
      const preview = entry?.preview ?? null;
      if (entry?.mipMap == null && preview !== null) return preview.page(key.level, key.index);
      const mipMap = entry?.mipMap ?? null;
      if (mipMap === null || key.level > mipMap.maxLevel) return null;
      const page = mipMap.page(key.level, key.index);
      cache.set(key, page);
      return page;
    },
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The browser's decoder: decodeAudioData of an OfflineAudioContext. */
export const browserAudioDecoder: AudioDecoder = async (bytes) => {
  const context = new OfflineAudioContext(1, 1, 48000);
  const buffer = await context.decodeAudioData(bytes);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) =>
    buffer.getChannelData(i),
  );
  return { sampleRate: buffer.sampleRate, channels };
};
