import { describe, expect, it } from 'vitest';
import {
  applyClipToLedger,
  createCreditLedger,
  creditCounterFor,
  expectDeduction,
  settleDeduction,
  settlementFor,
  withServerBalances,
  type CreditLedger,
} from './credits';
import { wireClip } from './fixtures/wire-clip';

const start = (): CreditLedger =>
  createCreditLedger({ credits: 100, freeRemasters: 3, freeV4Generations: 10 });
const running = wireClip({ id: 'a', status: 'submitted' });

describe('1-generation §4 Clip status: credits', () => {
  it('starts from the session balances, free counters defaulting to the decided values', () => {
    expect(createCreditLedger()).toEqual({
      credits: 0,
      freeRemasters: 3,
      freeV4Generations: 10,
      expected: {},
    });
  });

  it('a deduction is expected when a clip starts (once per clip)', () => {
    const once = expectDeduction(start(), running);
    expect(once.credits).toBe(95);
    expect(once.expected).toEqual({ a: { counter: 'credits', amount: 5 } });
    expect(expectDeduction(once, running)).toBe(once);
  });

  it('previews carry no deduction', () => {
    const preview = wireClip({ status: 'submitted', metadata: { type: 'preview' } });
    expect(expectDeduction(start(), preview)).toEqual(start());
  });

  it.each([
    ['complete', false, 'fulfilled', 95],
    ['error', false, 'reverted', 100],
    ['complete', true, 'reverted', 100],
  ] as const)(
    'on %s (refund_credits %s) the deduction is %s',
    (status, refund, settlement, credits) => {
      const clip = wireClip({ id: 'a', status, metadata: { refund_credits: refund } });
      expect(settlementFor(clip)).toBe(settlement);
      const settled = settleDeduction(expectDeduction(start(), running), clip);
      expect(settled.credits).toBe(credits);
      expect(settled.expected).toEqual({});
    },
  );

  it('a clip still running or never expected settles nothing', () => {
    const ledger = expectDeduction(start(), running);
    expect(settleDeduction(ledger, running)).toBe(ledger);
    expect(settleDeduction(start(), wireClip({ id: 'z', status: 'error' }))).toEqual(start());
  });

  it.each([
    ['remaster', 'freeRemasters', 2],
    ['v4', 'freeV4Generations', 9],
  ] as const)(
    'free %s generations decrement and refund their counter instead of credits',
    (category, counter, after) => {
      const clip = wireClip({
        id: 'f',
        status: 'submitted',
        metadata: { free_quota_category: category },
      });
      expect(creditCounterFor(clip)).toBe(counter);
      const spent = expectDeduction(start(), clip);
      expect(spent[counter]).toBe(after);
      expect(spent.credits).toBe(100);
      const refunded = settleDeduction(spent, { ...clip, status: 'error' });
      expect(refunded[counter]).toBe(after + 1);
    },
  );

  it('an unknown free quota category draws on credits', () => {
    for (const category of ['other', 'constructor', null])
      expect(creditCounterFor(wireClip({ metadata: { free_quota_category: category } }))).toBe(
        'credits',
      );
  });

  it('applying clip updates follows a clip from start to completion', () => {
    const steps = ['submitted', 'queued', 'streaming', 'complete'] as const;
    const ledger = steps.reduce(
      (acc, status) => applyClipToLedger(acc, wireClip({ id: 'a', status })),
      start(),
    );
    expect(ledger.credits).toBe(95);
    expect(ledger.expected).toEqual({});
  });

  it('reloaded subscription info replaces the balances and keeps open expectations', () => {
    const ledger = expectDeduction(start(), running);
    const reloaded = withServerBalances(ledger, { credits: 40 });
    expect(reloaded).toEqual({ ...ledger, credits: 40 });
    expect(withServerBalances(ledger, { freeRemasters: 0, freeV4Generations: 1 })).toMatchObject({
      credits: 95,
      freeRemasters: 0,
      freeV4Generations: 1,
    });
  });
});
