import { describe, expect, it } from 'vitest';
import { MODEL_MAX_LENGTHS } from './constants';
import { NOW, rulesContext } from './create-form/test-fixtures';
import { rulesContextFromSession, type SessionLike } from './rules-context';

describe('ARCHITECTURE.md ctx: the rules context from the wire session', () => {
  it('carries the session (plan, flags, staff, credits, plan features), the billing models and the clock', () => {
    const session: SessionLike = {
      user: { id: 'u1', handle: 'me', display_name: null, avatar_image_url: null },
      plan: 'premier',
      subscription: { level: 'premier', status: 'active' },
      credits: { credits_left: 250, monthly_limit: 10000, monthly_usage: 0, period_end: null },
      flags: { 'vox-persona': true },
      isStaff: true,
      plan_features: ['Auk', 'Persona'],
      models: [
        {
          external_key: 'chirp-crow',
          name: 'v5',
          major_model_version: 'V5',
          can_use: true,
          max_lengths: MODEL_MAX_LENGTHS['chirp-crow'],
        },
      ],
    };
    const ctx = rulesContextFromSession(session, { now: () => 42 });
    expect(ctx.session).toEqual({
      id: 'u1',
      plan: 'premier',
      isStaff: true,
      features: ['Auk', 'Persona'],
      flags: { 'vox-persona': true },
      credits: 250,
      subscriptionLevel: 'premier',
    });
    expect(ctx.billingModels).toBe(session.models);
    expect(ctx.clock.now()).toBe(42);
  });
});

describe('test fixtures', () => {
  it('the test context runs under a fixed clock', () => {
    expect(rulesContext().clock.now()).toBe(NOW);
  });
});
