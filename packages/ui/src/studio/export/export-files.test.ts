import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import {
  createProjectState,
  createTrack,
  decodeWav,
  encodeWav,
  sequentialIds,
  type ExportResult,
} from '@cadenza/studio-engine';
import { exportFile, safeFileName } from './export-files';

const wav = encodeWav([new Float32Array([0, 0.5, -0.5])], 48000, 'pcm16');
const project = createProjectState(sequentialIds('p'), 'studio', {
  tracks: [
    createTrack('t1', 'studio', { name: 'Vocals' }),
    createTrack('t2', 'studio', { name: 'Drums/Perc' }),
  ],
});

describe('export files', () => {
  it('the mixdown is one WAV named after the project', async () => {
    const result: ExportResult = {
      kind: 'mixdown',
      sampleRate: 48000,
      frames: 3,
      files: [{ trackId: null, wav }],
    };
    const file = exportFile(result, project, 'Night: Drive');
    expect(file.filename).toBe('Night Drive.wav');
    expect(file.blob.type).toBe('audio/wav');
    expect(decodeWav(new Uint8Array(await file.blob.arrayBuffer())).channels[0]).toHaveLength(3);
  });

  it('stems are a zip of one WAV per track, numbered and named after the track', async () => {
    const result: ExportResult = {
      kind: 'stems',
      sampleRate: 48000,
      frames: 3,
      files: [
        { trackId: 't1', wav },
        { trackId: 't2', wav },
      ],
    };
    const file = exportFile(result, project, '');
    expect(file.filename).toBe('Untitled project (stems).zip');
    const entries = unzipSync(new Uint8Array(await file.blob.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['01 Vocals.wav', '02 Drums Perc.wav']);
    expect(decodeWav(entries['01 Vocals.wav'] as Uint8Array).sampleRate).toBe(48000);
  });

  it('file names drop path and reserved characters', () => {
    expect(safeFileName(' a/b\\c:d*e?  ', 'x')).toBe('a b c d e');
    expect(safeFileName('???', 'fallback')).toBe('fallback');
  });
});
