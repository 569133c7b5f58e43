// An uploaded file as a render: decoded, resampled to the clip rate, analysed (tempo, downbeats,
// key, vocals) and split into a low band ('Bass'), a centred voice band ('Vocals', only when
// vocals are detected) and the rest ('FX'). The split is complementary filtering, not source
// separation: its layers sum exactly to the upload.
import { analyseBeats } from '../analysis/beats';
import { analyseKey } from '../analysis/key';
import { integratedLoudness } from '../analysis/loudness';
import { detectVocals } from '../analysis/vocals';
import { biquad, runChain } from '../dsp/biquad';
import { resample } from '../dsp/resample';
import { decodeUpload } from '../decode';
import { keyName } from '../song/harmony';
import { TARGET_LUFS } from './master';
import type { Layer, Render } from './types';

/** Makeup gain a fresh render typically needs; new layers over an upload are scaled from it. */
const TYPICAL_MAKEUP = 0.6;
const FALLBACK_BPM = 120;

export interface UploadRender {
  render: Render;
  durationS: number;
  hasVocal: boolean;
}

function toStereo(
  channels: Float32Array[],
  rate: number,
  sampleRate: number,
): [Float32Array, Float32Array] {
  const convert = (c: Float32Array) =>
    rate === sampleRate ? c.slice() : resample(c, rate / sampleRate);
  const left = convert(channels[0] as Float32Array);
  const right = channels[1] ? convert(channels[1]) : left.slice();
  return [left, right];
}

function split(
  left: Float32Array,
  right: Float32Array,
  sampleRate: number,
  vocals: boolean,
): Layer[] {
  const n = left.length;
  const lowChain = [
    biquad('lowpass', 150, Math.SQRT1_2, sampleRate),
    biquad('lowpass', 150, Math.SQRT1_2, sampleRate),
  ];
  const lowL = runChain(lowChain, left);
  const lowR = runChain(lowChain, right);
  const restL = new Float32Array(n);
  const restR = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    restL[i] = (left[i] as number) - (lowL[i] as number);
    restR[i] = (right[i] as number) - (lowR[i] as number);
  }
  const layers: Layer[] = [{ id: 'upload-low', stem: 'Bass', left: lowL, right: lowR }];
  if (vocals) {
    const mid = new Float32Array(n);
    for (let i = 0; i < n; i++) mid[i] = ((restL[i] as number) + (restR[i] as number)) * 0.5;
    const band = [
      biquad('highpass', 250, Math.SQRT1_2, sampleRate),
      biquad('highpass', 250, Math.SQRT1_2, sampleRate),
      biquad('lowpass', 5000, Math.SQRT1_2, sampleRate),
      biquad('lowpass', 5000, Math.SQRT1_2, sampleRate),
    ];
    const voice = runChain(band, mid);
    for (let i = 0; i < n; i++) {
      restL[i] = (restL[i] as number) - (voice[i] as number);
      restR[i] = (restR[i] as number) - (voice[i] as number);
    }
    layers.push({ id: 'upload-voice', stem: 'Vocals', left: voice, right: voice.slice() });
  }
  layers.push({ id: 'upload-rest', stem: 'FX', left: restL, right: restR });
  return layers.filter(
    (l) => l.left.some((v) => Math.abs(v) > 1e-6) || l.right.some((v) => Math.abs(v) > 1e-6),
  );
}

export async function renderUpload(
  bytes: Uint8Array,
  filename: string,
  sampleRate: number,
): Promise<UploadRender> {
  const decoded = await decodeUpload(bytes, filename);
  const [left, right] = toStereo(decoded.channels, decoded.sampleRate, sampleRate);
  const channels = [left, right];
  const beats = analyseBeats(channels, sampleRate);
  const key = analyseKey(channels, sampleRate);
  const hasVocal = detectVocals(channels, sampleRate);
  const lufs = integratedLoudness(channels, sampleRate);
  const bpm = beats?.bpm ?? FALLBACK_BPM;
  const render: Render = {
    sampleRate,
    length: left.length,
    layers: split(left, right, sampleRate, hasVocal),
    facts: {
      bpm: beats?.bpm ?? 0,
      key: keyName(key.tonic, key.scale),
      downbeatsS: beats?.downbeatsS ?? [],
      words: [],
      hasVocal,
    },
    context: {
      bpm,
      beatsPerBar: 4,
      firstDownbeatS: beats?.downbeatsS[0] ?? 0,
      tonic: key.tonic,
      scale: key.scale,
    },
    plan: null,
    masterGain: Number.isFinite(lufs)
      ? TYPICAL_MAKEUP * Math.pow(10, (lufs - TARGET_LUFS) / 20)
      : TYPICAL_MAKEUP,
  };
  return { render, durationS: left.length / sampleRate, hasVocal };
}
