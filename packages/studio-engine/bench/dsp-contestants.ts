// The three contestants, each driven the way it is meant to run in a browser, in 128-frame
// quanta: Cadenza's AudioWorklet processor with a one-clip plan, signalsmith-stretch's worklet
// processor (WASM) through the same AudioWorkletGlobalScope shims, and soundtouchjs through its
// SoundTouch + SimpleFilter API. Only the per-quantum calls are timed, in process CPU time.
import type { PlaybackPlan } from '../src/dsp/engine/plan';
import { loadMessage } from '../src/worklet/node';
import { PROCESSOR_NAME } from '../src/worklet/protocol';
import { inputAt, type Job } from './dsp-jobs';
import {
  installWorkletScope,
  processorClass,
  sendToProcessor,
  setWorkletFrame,
  type WorkletProcessor,
} from './dsp-shims';

export const QUANTUM = 128;

export interface Run {
  left: Float32Array;
  right: Float32Array;
  /** CPU milliseconds of each quantum (empty when not timed). */
  blockMs: number[];
  /** Peak of heap + external + array buffers above the baseline, in MB. */
  peakMemoryMB: number;
}

export interface Contestant {
  name: string;
  render(
    job: Job,
    input: [Float32Array, Float32Array],
    frames: number,
    timed: boolean,
  ): Promise<Run>;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const memory = (): number => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

/** Runs quanta until `frames` frames are out, timing each `step` call when asked. */
function drive(
  frames: number,
  timed: boolean,
  step: (frame: number, l: Float32Array, r: Float32Array) => void,
): Run {
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  const l = new Float32Array(QUANTUM);
  const r = new Float32Array(QUANTUM);
  const blockMs: number[] = [];
  const base = memory();
  let peak = 0;
  for (let frame = 0, block = 0; frame < frames; frame += QUANTUM, block++) {
    if (timed) {
      const start = cpuMs();
      step(frame, l, r);
      blockMs.push(cpuMs() - start);
    } else step(frame, l, r);
    const n = Math.min(QUANTUM, frames - frame);
    left.set(l.subarray(0, n), frame);
    right.set(r.subarray(0, n), frame);
    if ((block & 255) === 0) peak = Math.max(peak, memory() - base);
  }
  peak = Math.max(peak, memory() - base);
  return { left, right, blockMs, peakMemoryMB: peak / 2 ** 20 };
}

/** The one-clip plan of a job: the whole input read through the job's map, transposed. */
function jobPlan(job: Job, sampleRate: number, frames: number): PlaybackPlan {
  const mapOut = job.segments.map((s) => s.outputStart * sampleRate);
  const mapSrc = job.segments.map((s) => s.inputStart);
  mapOut.push(frames);
  mapSrc.push(inputAt(job, frames / sampleRate));
  return {
    sampleRate,
    tracks: [{ id: 'track', amplitude: 1, balance: 0, mute: false, solo: false }],
    segments: [
      {
        key: 'clip',
        trackIndex: 0,
        audioId: 'input',
        start: 0,
        end: frames,
        mapOut,
        mapSrc,
        semitones: job.semitones,
        gain: 1,
        fadeIn: { frames: 0, shape: 'power' },
        fadeOut: { frames: 0, shape: 'power' },
      },
    ],
    masterGain: 1,
    songStart: 0,
    songFadeIn: 0,
    songFadeOut: 0,
    songEnd: frames,
    metronome: { enabled: false, amplitude: 0, clicks: [], accents: [] },
    loop: { enabled: false, start: 0, end: 0 },
  };
}

export async function contestants(sampleRate: number): Promise<Contestant[]> {
  installWorkletScope(sampleRate);
  await import('../src/worklet/processor');
  await import('signalsmith-stretch');
  const { SoundTouch, SimpleFilter } = await import('soundtouchjs');

  const cadenza: Contestant = {
    name: 'cadenza',
    async render(job, input, frames, timed) {
      const Processor = processorClass(PROCESSOR_NAME);
      // Loading (copy and onset analysis) happens on the main thread, before playback.
      const initial = [
        loadMessage('input', sampleRate, input),
        { type: 'plan', plan: jobPlan(job, sampleRate, frames) },
        { type: 'play', from: 0 },
      ];
      const processor: WorkletProcessor = new Processor({
        processorOptions: { initial, reportInterval: 0 },
      });
      return drive(frames, timed, (frame, l, r) => {
        setWorkletFrame(frame, sampleRate);
        processor.process([[]], [[l, r]], {});
      });
    },
  };

  const signalsmith: Contestant = {
    name: 'signalsmith-stretch',
    async render(job, input, frames, timed) {
      const Processor = processorClass('signalsmith-stretch');
      setWorkletFrame(0, sampleRate);
      const processor: WorkletProcessor = new Processor({
        numberOfOutputs: 1,
        outputChannelCount: [2],
      });
      while (!processor.port.posted.some((m) => Array.isArray(m) && m[0] === 'ready')) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      sendToProcessor(processor, [1, 'addBuffers', [input[0], input[1]]]);
      for (const seg of job.segments) {
        sendToProcessor(processor, [
          2,
          'schedule',
          {
            active: true,
            output: seg.outputStart,
            outputTime: seg.outputStart,
            input: seg.inputStart,
            rate: seg.rate,
            semitones: job.semitones,
          },
        ]);
      }
      return drive(frames, timed, (frame, l, r) => {
        setWorkletFrame(frame, sampleRate);
        processor.process([[]], [[l, r]], {});
      });
    },
  };

  const soundtouch: Contestant = {
    name: 'soundtouchjs',
    async render(job, input, frames, timed) {
      const st = new SoundTouch();
      st.stretch.setParameters(sampleRate, 0, 0, 8);
      st.pitchSemitones = job.semitones;
      const [inL, inR] = input;
      const source = {
        extract(target: Float32Array, numFrames: number, position: number): number {
          const n = Math.max(0, Math.min(numFrames, inL.length - position));
          for (let i = 0; i < n; i++) {
            target[2 * i] = inL[position + i] as number;
            target[2 * i + 1] = inR[position + i] as number;
          }
          return n;
        },
      };
      const filter = new SimpleFilter(source, st);
      const interleaved = new Float32Array(2 * QUANTUM);
      let segment = -1;
      return drive(frames, timed, (frame, l, r) => {
        const next = job.segments[segment + 1];
        if (next !== undefined && next.outputStart * sampleRate <= frame) {
          segment++;
          st.tempo = next.rate;
        }
        const got = filter.extract(interleaved, QUANTUM);
        for (let i = 0; i < QUANTUM; i++) {
          l[i] = i < got ? (interleaved[2 * i] as number) : 0;
          r[i] = i < got ? (interleaved[2 * i + 1] as number) : 0;
        }
      });
    },
  };

  return [cadenza, signalsmith, soundtouch];
}
