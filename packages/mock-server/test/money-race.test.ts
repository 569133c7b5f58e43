// Issue 32 item 3: money is transactional. Concurrent requests at each charging route family,
// with credits for exactly one request, charge exactly once; the balance never goes below zero
// (a database CHECK too) and running requests never exceed the plan's limit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONCURRENT_GENERATION_JOBS_BY_PLAN,
  CREDITS_PER_CLIP,
  MIN_CREDITS_TO_CREATE,
  type OperationId,
} from '@cadenza/sdk';
import type { AudioEngine } from '../src/audio/engine';
import { fakeAudio } from './fake-audio';
import { clipByTitle, createTestServer, type TestServer } from './harness';

const CONCURRENT = 20;

/**
 * The fake engine with facts() held until CONCURRENT calls wait on it, so every stems request
 * has passed its first checks before any reaches the charge (the interleaving the attack found).
 */
function gatedAudio(): AudioEngine {
  const inner = fakeAudio();
  let waiting = 0;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return {
    ...inner,
    async facts(source) {
      waiting += 1;
      if (waiting >= CONCURRENT) open();
      await gate;
      return inner.facts(source);
    },
  };
}

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer({ audio: gatedAudio() });
});
afterEach(() => server.close());

const proCredits = () => server.ctx.repos.users.byHandle('pro')!.credits;

async function race(
  id: OperationId,
  options: { params?: Record<string, string>; body?: unknown },
  credits: number,
): Promise<number[]> {
  server.db
    .prepare("UPDATE users SET credits = ?, free_remasters_left = 0 WHERE handle = 'pro'")
    .run(credits);
  await server.token('pro');
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, () => server.call(id, options)),
  );
  return answers.map((res) => res.status);
}

describe(`${CONCURRENT} concurrent charges with credits for one (issue 32 item 3)`, () => {
  it('stems: one 200, the rest 402, credits 15 → 0 (the charge is checked after the await on the audio facts)', async () => {
    const neon = clipByTitle(server, 'Midnight Line');
    const statuses = await race(
      'generateStems',
      { params: { clip_id: neon } },
      3 * CREDITS_PER_CLIP,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 402 || s === 429)).toBe(true);
    expect(proCredits()).toBe(0);
  });

  it('generate: one 200, credits 10 → 0', async () => {
    const statuses = await race(
      'generate',
      { body: { mv: 'chirp-crow', gpt_description_prompt: 'a calm piano piece' } },
      2 * CREDITS_PER_CLIP,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(proCredits()).toBe(0);
  });

  it(`remaster (upsample): one 200, credits ${MIN_CREDITS_TO_CREATE} → ${MIN_CREDITS_TO_CREATE - CREDITS_PER_CLIP}`, async () => {
    const neon = clipByTitle(server, 'Midnight Line');
    const statuses = await race(
      'upsample',
      { body: { clip_id: neon, model_name: 'chirp-crow' } },
      MIN_CREDITS_TO_CREATE,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(proCredits()).toBe(MIN_CREDITS_TO_CREATE - CREDITS_PER_CLIP);
  });

  it(`never runs more requests than the plan's limit (${CONCURRENT_GENERATION_JOBS_BY_PLAN.pro} on Pro) with credits for all`, async () => {
    const neon = clipByTitle(server, 'Midnight Line');
    const statuses = await race('generateStems', { params: { clip_id: neon } }, 10_000);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CONCURRENT_GENERATION_JOBS_BY_PLAN.pro);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
    expect(server.ctx.repos.clips.runningRequests(server.userId('pro'))).toBe(
      CONCURRENT_GENERATION_JOBS_BY_PLAN.pro,
    );
  });
});

describe('credits CHECK (issue 32 item 3)', () => {
  it('refuses any write that would take credits below zero', () => {
    const id = server.userId('pro');
    const before = proCredits();
    expect(() => server.ctx.repos.users.addCredits(id, -(before + 1))).toThrow(/credits >= 0/);
    expect(proCredits()).toBe(before);
  });
});
