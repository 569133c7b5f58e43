/**
 * Notices as values (ARCHITECTURE.md): the engine queues them, the UI shows and dismisses them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notice } from '@cadenza/sdk';

export interface QueuedNotice {
  readonly id: number;
  readonly notice: Notice;
  /** Epoch ms when it was queued (the store's clock). */
  readonly at: number;
  /** What it is about (a clip id, a job key), when known. */
  readonly subject?: string;
}

export interface NoticesState {
  readonly items: readonly QueuedNotice[];
  readonly nextId: number;
}

export const noticesSlice = /* @__PURE__ */ createSlice({
  name: 'cadenzaNotices',
  initialState: (): NoticesState => ({ items: [], nextId: 1 }),
  reducers: {
    noticeAdded: (
      state,
      action: PayloadAction<{ notice: Notice; at: number; subject?: string }>,
    ): NoticesState => ({
      items: [...state.items, { id: state.nextId, ...action.payload }],
      nextId: state.nextId + 1,
    }),
    noticeDismissed: (state, action: PayloadAction<number>): NoticesState => ({
      ...state,
      items: state.items.filter((item) => item.id !== action.payload),
    }),
  },
});
