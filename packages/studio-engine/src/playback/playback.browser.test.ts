// In Chromium: a studio session plays a tiny project through the PlaybackController, the Tone.js
// transport and the real worklet. Space starts it, the session's transport position advances,
// the output (read by an AnalyserNode) is not silent, and playback stops at the song end.
import * as Tone from 'tone';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../model';
import { fixtureAudio, fixtureProject } from '../render/testing/fixtures';
import { createStudioSession } from '../session/session';
import { ToneBackend } from '../transport/tone-backend';
import { Transport } from '../transport/transport';
import { PlaybackController } from './controller';

const moduleUrl = new URL('../worklet/processor.ts', import.meta.url).href;

describe('playback in Chromium', () => {
  it('Space plays the project through the worklet: the position advances, the output sounds, it stops at the song end', async () => {
    const context = new AudioContext();
    const backend = await ToneBackend.create({ moduleUrl, context });
    await Tone.start();
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    backend.engine.node.connect(analyser);
    const session = createStudioSession({
      // Four beats at 2 beats per second: the song ends after 2 s.
      state: fixtureProject(4),
      projectId: 'p1',
      clock: systemClock,
      ports: { save: async () => ({ version_id: 'v1' }) },
    });
    const spans: { startSeconds: number; endSeconds: number }[] = [];
    const transport = new Transport({
      clock: systemClock,
      backend,
      sendAnalytics: (s) => spans.push(s),
    });
    const controller = new PlaybackController({
      session,
      transport,
      clock: systemClock,
      sink: backend,
    });
    for (const [id, clip] of fixtureAudio(2)) controller.addAudio(id, clip);

    let peak = 0;
    const samples = new Float32Array(analyser.fftSize);
    const positions: number[] = [];
    const stopped = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        for (const v of samples) peak = Math.max(peak, Math.abs(v));
        const view = session.getSnapshot().view.transport;
        positions.push(view.positionBeats);
        if (!view.playing && positions.length > 3) {
          clearInterval(timer);
          resolve();
        }
      }, 40);
    });
    expect(session.handleKey({ key: ' ', code: 'Space' }).action?.kind).toBe('togglePlayback');
    expect(transport.getState().playing).toBe(true);
    await stopped;
    controller.dispose();
    backend.dispose();
    await context.close();

    expect(peak, `output peak ${peak}`).toBeGreaterThan(0.05);
    const rising = positions.filter((p, i) => i > 0 && p > (positions[i - 1] as number));
    expect(
      rising.length,
      `the position advanced while playing: ${positions.map((p) => p.toFixed(2)).join(' ')}`,
    ).toBeGreaterThan(3);
    expect(session.getSnapshot().view.transport.positionBeats).toBeCloseTo(4, 1);
    expect(spans.length).toBeGreaterThan(0);
  });
});
