// In Chromium: the AudioWorklet plays a project in a running AudioContext, and an
// OfflineAudioContext render of it gives Node's samples.
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { compilePlan } from '../render/compile-plan';
import { renderProjectInContext } from '../render/offline-context';
import { FIXTURE_RATE, fixtureAudio, fixtureProject } from '../render/testing/fixtures';
import type { NodeRender } from '../render/testing/node-command';
import { EngineNode } from './node';
import type { FromProcessor } from './protocol';

declare module 'vitest/browser' {
  interface BrowserCommands {
    renderFixtureInNode: (beats: number, seconds: number) => Promise<NodeRender>;
  }
}

const moduleUrl = new URL('./processor.ts', import.meta.url).href;

function fromBase64(text: string): Float32Array {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  return new Float32Array(bytes.buffer);
}

function maxAbsDifference(a: Float32Array, b: Float32Array): number {
  let worst = a.length === b.length ? 0 : Infinity;
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    worst = Math.max(worst, Math.abs((a[i] as number) - (b[i] as number)));
  return worst;
}

describe('studio engine in Chromium', () => {
  it('the OfflineAudioContext render matches Node’s samples (max abs difference ≤ 1e-6)', async () => {
    const node = await commands.renderFixtureInNode(8, 6);
    const browser = await renderProjectInContext(fixtureProject(8), {
      sampleRate: FIXTURE_RATE,
      audio: fixtureAudio(6),
      moduleUrl,
    });
    const left = fromBase64(node.left);
    const right = fromBase64(node.right);
    expect(browser.channels[0].length).toBe(left.length);
    let peak = 0;
    for (const v of left) peak = Math.max(peak, Math.abs(v));
    expect(peak, 'the render is not silent').toBeGreaterThan(0.05);
    const worst = Math.max(
      maxAbsDifference(browser.channels[0], left),
      maxAbsDifference(browser.channels[1], right),
    );
    expect(worst, `max abs difference ${worst}`).toBeLessThanOrEqual(1e-6);
  });

  it('the worklet plays a project: the position runs with the context, the output sounds, and it ends at the song end', async () => {
    const context = new AudioContext({ sampleRate: FIXTURE_RATE });
    await context.resume();
    const state = fixtureProject(4);
    const plan = compilePlan(state, { sampleRate: FIXTURE_RATE });
    const engine = await EngineNode.create(context, { moduleUrl, reportInterval: 1024 });
    await engine.ready;
    engine.node.connect(context.destination);
    const reports: Extract<FromProcessor, { type: 'position' }>[] = [];
    engine.on('position', (report) => reports.push({ ...report }));
    const ended = new Promise<number>((resolve) =>
      engine.on('ended', (event) => resolve(event.frame)),
    );
    for (const [id, clip] of fixtureAudio(4)) engine.load(id, clip.sampleRate, clip.channels);
    engine.setPlan(plan);
    engine.setStopAt(plan.songEnd);
    engine.play(0);
    const endFrame = await ended;
    await context.close();

    expect(endFrame).toBe(plan.songEnd);
    const playing = reports.filter((r) => r.playing);
    expect(playing.length, `${playing.length} reports while playing`).toBeGreaterThan(10);
    // The timeline advances exactly as the context renders frames.
    for (let i = 1; i < playing.length; i++) {
      const a = playing[i - 1] as (typeof playing)[number];
      const b = playing[i] as (typeof playing)[number];
      expect(b.frame - a.frame).toBe(b.contextFrame - a.contextFrame);
    }
    const loudest = Math.max(...playing.map((r) => r.peak));
    expect(loudest, `peak ${loudest}`).toBeGreaterThan(0.05);
    expect(loudest).toBeLessThan(2);
  });
});
