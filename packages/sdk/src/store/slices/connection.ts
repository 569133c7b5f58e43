/**
 * The realtime channel's status in the store, so a UI can show an outage: 'reconnecting' from the
 * moment the channel lost the server until it is open again, with the time it was lost.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChannelStatus } from '../../realtime/channel';

export interface ConnectionState {
  readonly realtime: ChannelStatus;
  /** Epoch ms (the store's clock) when the channel last lost the server; null while it has it. */
  readonly lostAt: number | null;
}

export const connectionSlice = /* @__PURE__ */ createSlice({
  name: 'cadenzaConnection',
  initialState: (): ConnectionState => ({ realtime: 'idle', lostAt: null }),
  reducers: {
    realtimeStatusChanged: (
      state,
      action: PayloadAction<{ status: ChannelStatus; at: number }>,
    ): ConnectionState => {
      const { status, at } = action.payload;
      if (status === 'reconnecting') return { realtime: status, lostAt: state.lostAt ?? at };
      return { realtime: status, lostAt: null };
    },
  },
});
