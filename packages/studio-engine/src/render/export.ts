// Export (2-studio.md §4 Downloads: "Export WAV is 16-bit PCM, or 32-bit float if requested"):
// the project's mixdown, or one WAV per track (stems), rendered offline through the same plan
// engine as playback, in steps so a progress bar can follow and a cancel can stop it. Between
// steps it waits a tick on the injected clock, so the page stays responsive.
import type { Clock } from '../model';
import type { StudioProjectState } from '../model/types';
import { encodeWav, type WavFormat } from '../dsp/wav';
import { compilePlan } from './compile-plan';
import { planRender, type RenderOptions } from './offline';

/** Frames rendered between two progress reports (about 0.7 s of audio at 48 kHz). */
export const EXPORT_STEP_FRAMES = 32768;

export type ExportKind = 'mixdown' | 'stems';

export interface ExportOptions extends Omit<RenderOptions, 'stems'> {
  kind: ExportKind;
  format: WavFormat;
  clock: Clock;
  /** Cancels the export: it rejects with ExportCancelled. */
  signal?: AbortSignal;
  /** The share rendered so far, 0..1. */
  onProgress?: (fraction: number) => void;
  stepFrames?: number;
}

export interface ExportedFile {
  /** The track id for a stem; null for the mixdown. */
  trackId: string | null;
  wav: Uint8Array;
}

export interface ExportResult {
  kind: ExportKind;
  sampleRate: number;
  /** Frames in each file (the song's length). */
  frames: number;
  files: ExportedFile[];
}

/** The export was cancelled. */
export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

const tick = (clock: Clock) => new Promise<void>((resolve) => clock.setTimeout(resolve, 0));

/** Renders the project's mixdown or stems to WAV, reporting progress; cancellable. */
export async function exportProject(
  state: StudioProjectState,
  options: ExportOptions,
): Promise<ExportResult> {
  const { signal, onProgress, clock } = options;
  const plan = compilePlan(state, options);
  if (options.metronome !== true) plan.metronome = { ...plan.metronome, enabled: false };
  const stems = options.kind === 'stems';
  const render = planRender(plan, options.audio, plan.songEnd, stems);
  const step = options.stepFrames ?? EXPORT_STEP_FRAMES;
  onProgress?.(0);
  for (let done = 0; done < render.totalFrames;) {
    if (signal?.aborted === true) throw new ExportCancelled();
    done = render.step(step);
    onProgress?.(done / render.totalFrames);
    await tick(clock);
  }
  if (signal?.aborted === true) throw new ExportCancelled();
  const { result } = render;
  const files: ExportedFile[] = stems
    ? result.stems.map((stem) => ({
        trackId: stem.trackId,
        wav: encodeWav(stem.channels, result.sampleRate, options.format),
      }))
    : [{ trackId: null, wav: encodeWav(result.channels, result.sampleRate, options.format) }];
  onProgress?.(1);
  return { kind: options.kind, sampleRate: result.sampleRate, frames: plan.songEnd, files };
}
