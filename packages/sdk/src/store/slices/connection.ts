/**
 * The realtime channel's status in the store, so a UI can show an outage: 'reconnecting' from the
 * moment the channel lost the server until it is open again, with the time it was lost. The last
 * workspace update pushed (add_clips / remove_clips by a collaborator) is kept too, so an open
 * studio can show the change without a reload.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChannelStatus } from '../../realtime/channel';

export interface ConnectionState {
  readonly realtime: ChannelStatus;
  /** Epoch ms (the store's clock) when the channel last lost the server; null while it has it. */
  readonly lostAt: number | null;
  /** The last workspace update received, stamped with the store's clock; null before any. */
  readonly lastWorkspaceUpdate?: WorkspaceUpdate | null;
}

export interface WorkspaceUpdate {
  readonly projectId: string;
  readonly updateType: string;
  readonly clipIds: readonly string[];
  readonly at: number;
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
      const kept = state.lastWorkspaceUpdate
        ? { lastWorkspaceUpdate: state.lastWorkspaceUpdate }
        : {};
      if (status === 'reconnecting')
        return { realtime: status, lostAt: state.lostAt ?? at, ...kept };
      return { realtime: status, lostAt: null, ...kept };
    },
    workspaceUpdated: (state, action: PayloadAction<WorkspaceUpdate>): ConnectionState => ({
      ...state,
      lastWorkspaceUpdate: action.payload,
    }),
  },
});
