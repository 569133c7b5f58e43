// Each clip's media through the ports: its waveform aggregates and its audio bytes, fetched once
// per generated clip id. A missing or undecodable audio file marks its clip 'missing' and never
// blocks the rest; a waveform failure only gives null (2-studio.md §8: "Waveform failures are only
// warned and give null"). Audio fetches retry 5 times, 1 s apart, on the injected clock.
import type { Clock } from '../model/clock';
import type { StudioProjectState } from '../model/types';
import { fetchAudioWithRetry } from '../worklet/audio-fetch';
import type { SessionPorts, WaveformAggregate } from './ports';

export type ClipMediaStatus = 'loading' | 'ready' | 'missing';

export interface ClipMedia {
  status: ClipMediaStatus;
  /** The waveform aggregates; null when there are none or fetching them failed. */
  waveform: readonly WaveformAggregate[] | null;
  /** The audio bytes, for the UI to decode; null until fetched, or when missing. */
  audio: ArrayBuffer | null;
}

/**
 * Every generated clip id the project places (tracks and take lanes) whose audio is whole: a clip
 * still streaming (or queued) is fetched once it completes, so its audio is never the part
 * rendered so far, nor a 404 given up on (issue 31 item 1).
 */
export function mediaClipIds(state: StudioProjectState): string[] {
  const ids = new Set<string>();
  for (const track of state.tracks) {
    for (const lane of [track, ...track.takeLanes])
      for (const clip of lane.clips)
        if (clip.clipId !== null && !clip.streaming) ids.add(clip.clipId);
  }
  return [...ids];
}

export class MediaLoader {
  #media: Readonly<Record<string, ClipMedia>> = {};
  #generation = 0;

  constructor(
    private readonly ports: SessionPorts,
    private readonly clock: Clock,
    private readonly onChange: () => void,
  ) {}

  get media(): Readonly<Record<string, ClipMedia>> {
    return this.#media;
  }

  /** Starts fetching each clip id not asked for yet. */
  request(clipIds: readonly string[]): void {
    const fresh = clipIds.filter((id) => this.#media[id] === undefined);
    if (fresh.length === 0) return;
    const loading: ClipMedia = { status: 'loading', waveform: null, audio: null };
    this.#media = { ...this.#media, ...Object.fromEntries(fresh.map((id) => [id, loading])) };
    for (const id of fresh) void this.#fetch(id, this.#generation);
    this.onChange();
  }

  /** The UI could not decode a clip's audio: mark it, keep the rest. */
  markMissing(clipId: string): void {
    const entry = this.#media[clipId];
    if (entry === undefined || entry.status === 'missing') return;
    this.#set(clipId, { ...entry, status: 'missing', audio: null });
  }

  /** Forgets everything (another project opened); answers still on their way are dropped. */
  reset(): void {
    this.#generation++;
    this.#media = {};
  }

  /**
   * The waveform and the audio land separately: the aggregates are drawn as soon as they arrive
   * (the clip stays 'loading' until its audio is there), the audio makes it 'ready' or 'missing'.
   */
  async #fetch(clipId: string, generation: number): Promise<void> {
    const { fetchWaveform, fetchAudio } = this.ports;
    const waveform = (fetchWaveform?.(clipId).catch(() => null) ?? Promise.resolve(null)).then(
      (peaks) => this.#merge(clipId, generation, { waveform: peaks }),
    );
    const audio = (
      fetchAudio === undefined
        ? Promise.resolve(null)
        : fetchAudioWithRetry(() => fetchAudio(clipId), this.clock).catch(() => undefined)
    ).then((bytes) =>
      this.#merge(clipId, generation, {
        status: bytes === undefined ? 'missing' : 'ready',
        audio: bytes ?? null,
      }),
    );
    await Promise.all([waveform, audio]);
  }

  #merge(clipId: string, generation: number, change: Partial<ClipMedia>): void {
    const entry = this.#media[clipId];
    if (generation !== this.#generation || entry === undefined) return;
    this.#set(clipId, { ...entry, ...change });
  }

  #set(clipId: string, entry: ClipMedia): void {
    this.#media = { ...this.#media, [clipId]: entry };
    this.onChange();
  }
}
