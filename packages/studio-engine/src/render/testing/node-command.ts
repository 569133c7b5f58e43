// A Vitest browser command (runs in Node): renders the fixture project with Node's offline
// renderer and returns the stereo mix as base64 of its Float32 samples.
import { renderProject } from '../offline';
import { FIXTURE_RATE, fixtureAudio, fixtureProject } from './fixtures';

export interface NodeRender {
  sampleRate: number;
  left: string;
  right: string;
}

const base64 = (data: Float32Array): string =>
  Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');

export function renderFixtureInNode(_context: unknown, beats: number, seconds: number): NodeRender {
  const result = renderProject(fixtureProject(beats), {
    sampleRate: FIXTURE_RATE,
    audio: fixtureAudio(seconds),
  });
  return {
    sampleRate: result.sampleRate,
    left: base64(result.channels[0]),
    right: base64(result.channels[1]),
  };
}
