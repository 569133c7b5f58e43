// Offline render of a whole project in Node (or any JS runtime), through the same plan engine
// the AudioWorklet runs, in the same 128-frame quanta: a stereo mix, per-track stems, and WAV.
import type { StudioProjectState } from '../model';
import { ENGINE_QUANTUM, PlanEngine } from '../dsp/engine/engine';
import type { PlaybackPlan } from '../dsp/engine/plan';
import type { LoadedAudio } from '../dsp/engine/voice';
import { detectTransients } from '../dsp/stretch/transients';
import { encodeWav, type WavFormat } from '../dsp/wav';
import { compilePlan, type CompileOptions } from './compile-plan';

/** Decoded audio of a clip, at its own sample rate. */
export interface ClipAudio {
  sampleRate: number;
  channels: Float32Array[];
  /** Onsets, when already known (detected otherwise). */
  transients?: Float64Array;
}

export interface RenderOptions extends CompileOptions {
  /** Decoded audio by audio id (a clip's clipId or uploadId). */
  audio: ReadonlyMap<string, ClipAudio>;
  /** Include the metronome (off by default: an export is the song). */
  metronome?: boolean;
  /** Also render every track on its own. */
  stems?: boolean;
}

export interface RenderedStem {
  trackId: string;
  channels: [Float32Array, Float32Array];
}

export interface RenderResult {
  sampleRate: number;
  /** Stereo mix from frame 0 to the song's end. */
  channels: [Float32Array, Float32Array];
  stems: RenderedStem[];
}

const transientCache = new WeakMap<Float32Array[], Float64Array>();

/** Audio ready for the engine: transients detected once per buffer. */
export function loadedAudio(id: string, audio: ClipAudio): LoadedAudio {
  let transients = audio.transients ?? transientCache.get(audio.channels);
  if (transients === undefined) {
    transients = detectTransients(audio.channels);
    transientCache.set(audio.channels, transients);
  }
  return { id, sampleRate: audio.sampleRate, channels: audio.channels, transients };
}

/** A render in steps: `step` renders up to `frames` more frames and returns how many are done. */
export interface PlanRender {
  readonly totalFrames: number;
  step(frames: number): number;
  readonly result: RenderResult;
}

/** An engine that plays `plan` from frame 0 with `audio` loaded and the loop off (offline). */
export function offlineEngine(plan: PlaybackPlan, audio: Iterable<LoadedAudio>): PlanEngine {
  const engine = new PlanEngine(plan.sampleRate);
  for (const loaded of audio) engine.loadAudio(loaded);
  engine.setPlan({ ...plan, loop: { ...plan.loop, enabled: false } });
  engine.play(0);
  return engine;
}

/**
 * Renders frames [from, until) of an offline engine's `frames` into `out` (and into the stems
 * given, by track index; tracks without one are mixed only), quantum by quantum. Returns `until`.
 */
export function renderQuanta(
  engine: PlanEngine,
  out: readonly Float32Array[],
  stems: readonly (readonly Float32Array[])[] | undefined,
  from: number,
  until: number,
): number {
  let done = from;
  for (; done < until; done += ENGINE_QUANTUM) {
    engine.render(out, done, Math.min(ENGINE_QUANTUM, until - done), stems);
  }
  return Math.min(done, until);
}

/** Prepares playing a compiled plan from frame 0 for `frames` frames, offline, in steps. */
export function planRender(
  plan: PlaybackPlan,
  audio: ReadonlyMap<string, ClipAudio>,
  frames: number,
  withStems = false,
): PlanRender {
  const engine = offlineEngine(
    plan,
    [...audio].map(([id, clip]) => loadedAudio(id, clip)),
  );
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  const stems: RenderedStem[] = withStems
    ? plan.tracks.map((t) => ({
        trackId: t.id,
        channels: [new Float32Array(frames), new Float32Array(frames)],
      }))
    : [];
  const out = [left, right];
  const stemChannels = withStems ? stems.map((s) => s.channels) : undefined;
  let done = 0;
  return {
    totalFrames: frames,
    step(count) {
      const until = Math.min(frames, done + Math.max(ENGINE_QUANTUM, count));
      done = renderQuanta(engine, out, stemChannels, done, until);
      return done;
    },
    result: { sampleRate: plan.sampleRate, channels: [left, right], stems },
  };
}

/** Plays a compiled plan from frame 0 for `frames` frames, offline. */
export function renderPlan(
  plan: PlaybackPlan,
  audio: ReadonlyMap<string, ClipAudio>,
  frames: number,
  withStems = false,
): RenderResult {
  const render = planRender(plan, audio, frames, withStems);
  render.step(frames);
  return render.result;
}

/** The plan a project renders offline: compiled, the metronome on only when asked. */
export function offlinePlan(state: StudioProjectState, options: RenderOptions): PlaybackPlan {
  const plan = compilePlan(state, options);
  if (options.metronome !== true) plan.metronome = { ...plan.metronome, enabled: false };
  return plan;
}

/** Renders a project to a stereo mix (and stems) from its start to its song end. */
export function renderProject(state: StudioProjectState, options: RenderOptions): RenderResult {
  const plan = offlinePlan(state, options);
  return renderPlan(plan, options.audio, plan.songEnd, options.stems === true);
}

/** The project's mix as a WAV file (16-bit PCM by default, or 32-bit float). */
export function renderProjectWav(
  state: StudioProjectState,
  options: RenderOptions & { format?: WavFormat },
): Uint8Array {
  const result = renderProject(state, { ...options, stems: false });
  return encodeWav(result.channels, result.sampleRate, options.format ?? 'pcm16');
}

/** One WAV file per track (stems export). */
export function renderStemsWav(
  state: StudioProjectState,
  options: RenderOptions & { format?: WavFormat },
): { trackId: string; wav: Uint8Array }[] {
  const result = renderProject(state, { ...options, stems: true });
  return result.stems.map((stem) => ({
    trackId: stem.trackId,
    wav: encodeWav(stem.channels, result.sampleRate, options.format ?? 'pcm16'),
  }));
}
