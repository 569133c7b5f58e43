// The model knows no audio thread (docs/ARCHITECTURE.md): no file of src/model imports the DSP,
// the worklet, playback, render, recording, transport or Tone (issue 31: model/downbeats.ts took
// METRONOME_BEATS_PER_BAR from dsp/).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modelDir = fileURLToPath(new URL('.', import.meta.url));
const AUDIO_SIDE = /from '\.\.\/(dsp|worklet|playback|render|recording|transport|waveform|tone)\b/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the model knows no audio thread', () => {
  it('no model source imports from the audio side of the engine', () => {
    const offenders = files(modelDir).filter((path) => {
      const depth = path.slice(modelDir.length).split('/').length - 1;
      const up = '../'.repeat(depth + 1);
      const text = readFileSync(path, 'utf8');
      return AUDIO_SIDE.test(text.replaceAll(up, '../'));
    });
    expect(offenders).toEqual([]);
  });
});
