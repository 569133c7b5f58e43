// SongPlan → one stereo buffer per layer (before mastering).
import { buildKit, renderDrums } from '../synth/drums';
import { pingPong, reverb } from '../synth/fx';
import { instrument } from '../synth/instruments';
import { renderNotes, stereoBuffer, type StereoBuffer } from '../synth/notes';
import { renderVoice } from '../synth/voice';
import { stemOfLayer, type LayerId, type SongPlan, type VoiceTimbre } from '../song/types';
import type { Layer } from './types';

/** Relative level of each layer in the mix. */
const LAYER_GAIN: Readonly<Record<LayerId, number>> = {
  drums: 0.8,
  percussion: 0.45,
  bass: 0.5,
  chords: 0.32,
  lead: 0.3,
  voice: 0.42,
  backing: 0.16,
};

function renderSung(
  plan: SongPlan,
  id: 'voice' | 'backing',
  timbre: VoiceTimbre,
  sampleRate: number,
  length: number,
  gain: number,
): StereoBuffer | null {
  const notes = plan.events[id];
  if (notes.length === 0) return null;
  const spb = 60 / plan.bpm;
  const out = stereoBuffer(length);
  if (id === 'voice') {
    // Dry voice on both sides, then the room (the reverb reads each dry sample before adding).
    renderVoice(out.left, notes, timbre, spb, sampleRate, gain);
    out.right.set(out.left);
    reverb(out.left, out, 1.6, 0.26, sampleRate);
    return out;
  }
  // Backing: one take, spread by a short delay on the right (Haas).
  const take = new Float32Array(length);
  renderVoice(
    take,
    notes,
    { ...timbre, formantScale: timbre.formantScale * 1.02, seed: timbre.seed ^ 0x51 },
    spb,
    sampleRate,
    gain,
  );
  const haas = Math.round(0.013 * sampleRate);
  out.left.set(take);
  out.right.set(take.subarray(0, length - haas), haas);
  return out;
}

function fadeOut(buffer: StereoBuffer, seconds: number, sampleRate: number): void {
  const n = Math.min(buffer.left.length, Math.round(seconds * sampleRate));
  const start = buffer.left.length - n;
  for (let i = 0; i < n; i++) {
    const x = 1 - i / n;
    const g = x * x;
    buffer.left[start + i] = (buffer.left[start + i] as number) * g;
    buffer.right[start + i] = (buffer.right[start + i] as number) * g;
  }
}

/** Renders each layer of a plan; silent layers are left out. */
export function renderPlanLayers(
  plan: SongPlan,
  sampleRate: number,
  only?: ReadonlySet<LayerId>,
): Layer[] {
  const length = Math.max(1, Math.round(plan.lengthS * sampleRate));
  const spb = 60 / plan.bpm;
  const { arrangement, events } = plan;
  const wanted = (id: LayerId) => !only || only.has(id);
  const buffers: [LayerId, StereoBuffer | null][] = [];

  if (wanted('drums') || wanted('percussion')) {
    const kit =
      events.drums.length + events.percussion.length > 0 ? buildKit(arrangement, sampleRate) : null;
    for (const id of ['drums', 'percussion'] as const) {
      if (!kit || !wanted(id) || events[id].length === 0) continue;
      const out = stereoBuffer(length);
      renderDrums(out, events[id], kit, spb, sampleRate, LAYER_GAIN[id]);
      buffers.push([id, out]);
    }
  }
  const tonal = [
    ['bass', arrangement.bass, 0],
    ['chords', arrangement.chords, 0],
    ['lead', arrangement.lead, 0.12],
  ] as const;
  for (const [id, name, pan] of tonal) {
    if (!name || !wanted(id) || events[id].length === 0) continue;
    const out = stereoBuffer(length);
    renderNotes(
      out,
      events[id],
      instrument(name, arrangement, sampleRate),
      spb,
      sampleRate,
      pan,
      arrangement.timbreSeed,
      LAYER_GAIN[id],
    );
    if (id === 'lead') {
      const send = new Float32Array(length);
      for (let i = 0; i < length; i++)
        send[i] = ((out.left[i] as number) + (out.right[i] as number)) * 0.5;
      pingPong(send, out, spb * 0.75, 0.3, 0.18, sampleRate);
    }
    buffers.push([id, out]);
  }
  if (plan.voice) {
    for (const id of ['voice', 'backing'] as const) {
      if (wanted(id))
        buffers.push([id, renderSung(plan, id, plan.voice, sampleRate, length, LAYER_GAIN[id])]);
    }
  }

  const layers: Layer[] = [];
  for (const [id, buffer] of buffers) {
    if (!buffer) continue;
    fadeOut(buffer, plan.fadeOutS, sampleRate);
    layers.push({ id, stem: stemOfLayer(id, arrangement), left: buffer.left, right: buffer.right });
  }
  return layers;
}
