/**
 * Credits bookkeeping (1-generation §4) as a slice over the domain ledger: a deduction is
 * expected when a clip starts, fulfilled on completion, reverted on error, refund_credits or a
 * stuck clip ('No credits were used'); previews carry none; free remaster and free v4 counters
 * move instead of credits; reloaded subscription info replaces the balances.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  applyClipToLedger,
  createCreditLedger,
  expectDeduction,
  settleDeduction,
  withServerBalances,
  type CreditLedger,
} from '@cadenza/sdk';
import type { Clip } from '../../polling/clip-poller';

export interface ServerBalances {
  readonly credits?: number;
  readonly freeRemasters?: number;
  readonly freeV4Generations?: number;
}

export const creditsSlice = /* @__PURE__ */ createSlice({
  name: 'cadenzaCredits',
  initialState: (): CreditLedger => createCreditLedger(),
  reducers: {
    clipsStarted: (state, action: PayloadAction<readonly Clip[]>) =>
      action.payload.reduce<CreditLedger>(expectDeduction, state),
    clipsUpdated: (state, action: PayloadAction<readonly Clip[]>) =>
      action.payload.reduce<CreditLedger>(applyClipToLedger, state),
    stuckClipReverted: (state, action: PayloadAction<Clip>) =>
      settleDeduction(state, { ...action.payload, status: 'error' }),
    balancesLoaded: (state, action: PayloadAction<ServerBalances>) =>
      withServerBalances(state, action.payload),
  },
});
