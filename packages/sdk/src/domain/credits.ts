/**
 * Credit bookkeeping (1-generation §4 Clip status): a deduction is expected when a clip starts,
 * fulfilled on completion, reverted on error or when refund_credits is set. Previews carry no
 * deduction. Free remaster and free v4 counters are decremented or refunded instead of credits.
 */
import { CREDITS_PER_CLIP, FREE_REMASTERS_DEFAULT, FREE_V4_GENERATIONS_DEFAULT } from './constants';
import { isPreviewClip, type LifecycleClip } from './clip-lifecycle';

/** Where a clip's cost is taken from. */
export type CreditCounter = 'credits' | 'freeRemasters' | 'freeV4Generations';

/**
 * free_quota_category values that draw on a free counter. Decided (not in constants.ts; the
 * spec names the field and the two counters only): 'remaster' and 'v4'.
 */
export const FREE_QUOTA_COUNTERS: Readonly<Record<string, CreditCounter>> = {
  remaster: 'freeRemasters',
  v4: 'freeV4Generations',
};

const COUNTER_BY_CATEGORY = new Map(Object.entries(FREE_QUOTA_COUNTERS));

/** Decided: a free counter pays for one clip per unit. */
export const FREE_COUNTER_UNITS_PER_CLIP = 1;

export interface ExpectedDeduction {
  readonly counter: CreditCounter;
  readonly amount: number;
}

export interface CreditLedger {
  readonly credits: number;
  readonly freeRemasters: number;
  readonly freeV4Generations: number;
  /** Deductions expected for clips that have started and not settled, by clip id. */
  readonly expected: Readonly<Record<string, ExpectedDeduction>>;
}

export function createCreditLedger(
  initial: Partial<Omit<CreditLedger, 'expected'>> = {},
): CreditLedger {
  return {
    credits: initial.credits ?? 0,
    freeRemasters: initial.freeRemasters ?? FREE_REMASTERS_DEFAULT,
    freeV4Generations: initial.freeV4Generations ?? FREE_V4_GENERATIONS_DEFAULT,
    expected: {},
  };
}

/** The counter a clip draws on: its free quota category's, else credits. */
export function creditCounterFor(clip: Pick<LifecycleClip, 'metadata'>): CreditCounter {
  const category = clip.metadata?.free_quota_category;
  return (category != null ? COUNTER_BY_CATEGORY.get(category) : undefined) ?? 'credits';
}

const adjust = (ledger: CreditLedger, counter: CreditCounter, delta: number): CreditLedger => ({
  ...ledger,
  [counter]: ledger[counter] + delta,
});

/** A clip started: expect its deduction (none for previews or an already expected clip). */
export function expectDeduction(ledger: CreditLedger, clip: LifecycleClip): CreditLedger {
  if (isPreviewClip(clip) || Object.hasOwn(ledger.expected, clip.id)) return ledger;
  const counter = creditCounterFor(clip);
  const amount = counter === 'credits' ? CREDITS_PER_CLIP : FREE_COUNTER_UNITS_PER_CLIP;
  return {
    ...adjust(ledger, counter, -amount),
    expected: { ...ledger.expected, [clip.id]: { counter, amount } },
  };
}

const withoutExpected = (ledger: CreditLedger, id: string): CreditLedger => {
  const expected = { ...ledger.expected };
  delete expected[id];
  return { ...ledger, expected };
};

/** How a finished clip settles its expected deduction. */
export type Settlement = 'fulfilled' | 'reverted' | 'none';

export function settlementFor(clip: LifecycleClip): Settlement {
  if (clip.status === 'error' || clip.metadata?.refund_credits === true) return 'reverted';
  return clip.status === 'complete' ? 'fulfilled' : 'none';
}

/**
 * A clip update settles its deduction: complete fulfils it (the deduction stays), error or
 * refund_credits reverts it (the amount goes back to its counter).
 */
export function settleDeduction(ledger: CreditLedger, clip: LifecycleClip): CreditLedger {
  const expected = Object.hasOwn(ledger.expected, clip.id) ? ledger.expected[clip.id] : undefined;
  const settlement = settlementFor(clip);
  if (expected === undefined || settlement === 'none') return ledger;
  const settled = withoutExpected(ledger, clip.id);
  return settlement === 'reverted' ? adjust(settled, expected.counter, expected.amount) : settled;
}

/** Applies one clip update: running clips expect a deduction, finished ones settle it. */
export function applyClipToLedger(ledger: CreditLedger, clip: LifecycleClip): CreditLedger {
  return settlementFor(clip) === 'none'
    ? expectDeduction(ledger, clip)
    : settleDeduction(ledger, clip);
}

/** Reloaded subscription info replaces the balances; open expectations stay. */
export function withServerBalances(
  ledger: CreditLedger,
  balances: Partial<Omit<CreditLedger, 'expected'>>,
): CreditLedger {
  return {
    ...ledger,
    credits: balances.credits ?? ledger.credits,
    freeRemasters: balances.freeRemasters ?? ledger.freeRemasters,
    freeV4Generations: balances.freeV4Generations ?? ledger.freeV4Generations,
  };
}
