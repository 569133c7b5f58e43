import { describe, expect, it } from 'vitest';
import { componentSchemas } from '@cadenza/sdk/contract';
import { build, COMPONENT_NAMES, makeClip, makeSession } from './factories';

describe('zod-valid factories for every entity', () => {
  it.each(COMPONENT_NAMES.map((name) => [name] as const))('%s', (name) => {
    const value = build(name);
    expect(
      (componentSchemas[name] as { safeParse(v: unknown): { success: boolean } }).safeParse(value)
        .success,
    ).toBe(true);
  });

  it('overrides merge deeply and ids vary between builds', () => {
    const a = makeClip({ metadata: { tags: 'jazz' } });
    const b = makeClip();
    expect(a.metadata).toMatchObject({ tags: 'jazz', type: 'gen' });
    expect(a.id).not.toBe(b.id);
    expect(makeSession({ plan: 'free' }).plan).toBe('free');
  });

  it('an override the schema rejects throws', () => {
    expect(() => makeClip({ status: 'bogus' as never })).toThrow();
  });
});
