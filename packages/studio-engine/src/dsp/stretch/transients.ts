// Onset detection for transient preservation: the energy of the first difference (a gentle
// high-pass that favours the attack of drums and plucks) in short blocks, an onset where a block
// jumps well above the blocks before it, refined to the first sample that reaches half the
// block's peak. It runs once per loaded audio buffer, off the audio thread's hot path.

/** Block length of the energy envelope, in frames. */
export const TRANSIENT_BLOCK = 128;
/** A block must exceed the recent average by this factor (10 dB) to count as an onset. */
const RISE = 10;
/** Blocks averaged before the candidate. */
const HISTORY_BLOCKS = 8;
/** Mean-square floor of the differenced signal under which nothing is an onset (about −70 dB). */
const FLOOR = 1e-7;
/** Minimum distance between two onsets, in blocks (about 40 ms at 48 kHz). */
const REFRACTORY_BLOCKS = 15;

/** Source frames of the onsets of a multichannel buffer, ascending. */
export function detectTransients(channels: readonly Float32Array[]): Float64Array {
  const length = channels.length > 0 ? (channels[0] as Float32Array).length : 0;
  const blocks = Math.floor(length / TRANSIENT_BLOCK);
  const energy = new Float64Array(blocks);
  for (const data of channels) {
    for (let b = 0; b < blocks; b++) {
      let sum = 0;
      const start = b * TRANSIENT_BLOCK;
      let prev = start > 0 ? (data[start - 1] as number) : 0;
      for (let i = start; i < start + TRANSIENT_BLOCK; i++) {
        const x = data[i] as number;
        const d = x - prev;
        sum += d * d;
        prev = x;
      }
      energy[b] = (energy[b] as number) + sum / TRANSIENT_BLOCK;
    }
  }
  const onsets: number[] = [];
  let history = 0;
  let lastOnset = -REFRACTORY_BLOCKS;
  for (let b = 0; b < blocks; b++) {
    const e = energy[b] as number;
    const count = Math.min(b, HISTORY_BLOCKS);
    const average = count > 0 ? history / count : 0;
    if (e > FLOOR * channels.length && e > RISE * average && b - lastOnset >= REFRACTORY_BLOCKS) {
      onsets.push(refine(channels, b));
      lastOnset = b;
    }
    history += e;
    if (b >= HISTORY_BLOCKS) history -= energy[b - HISTORY_BLOCKS] as number;
  }
  return Float64Array.from(onsets);
}

/** The first frame of block b (or the block before) whose difference reaches half the peak. */
function refine(channels: readonly Float32Array[], block: number): number {
  const start = Math.max(1, (block - 1) * TRANSIENT_BLOCK);
  const end = (block + 1) * TRANSIENT_BLOCK;
  let peak = 0;
  for (const data of channels) {
    for (let i = start; i < end; i++) {
      peak = Math.max(peak, Math.abs((data[i] as number) - (data[i - 1] as number)));
    }
  }
  for (let i = start; i < end; i++) {
    for (const data of channels) {
      if (Math.abs((data[i] as number) - (data[i - 1] as number)) >= 0.5 * peak) return i;
    }
  }
  return block * TRANSIENT_BLOCK;
}
