/**
 * The player and its queue as a slice over the domain reducer (3-library-social §4 Player,
 * Queue). Time and randomness come in the action, so the reducer stays pure.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createPlayer, playerReducer, type PlayerEvent, type PlayerState } from '@cadenza/sdk';
import type { Clip } from '../../polling/clip-poller';

/** A small seeded generator (mulberry32): shuffles are reproducible from the action. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const playerSlice = /* @__PURE__ */ createSlice({
  name: 'cadenzaPlayer',
  initialState: (): PlayerState<Clip> => createPlayer<Clip>(),
  reducers: {
    playerEvent: (
      state,
      action: PayloadAction<{ event: PlayerEvent<Clip>; now: number; seed: number }>,
    ) =>
      playerReducer(state as PlayerState<Clip>, action.payload.event, {
        now: action.payload.now,
        random: seededRandom(action.payload.seed),
      }),
    playerRestored: (_state, action: PayloadAction<PlayerState<Clip>>) => action.payload,
  },
});
