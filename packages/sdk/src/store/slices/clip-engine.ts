/**
 * What the clip engine knows, mirrored for the UI: the running set, stuck and timed-out
 * clips, preview clips (polled, then offered the manual unlock), and the per-clip
 * not-interested flag (toggled optimistically).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GenerationErrorDescription } from '@cadenza/sdk';

export type PreviewState = 'polling' | 'unlockOffered' | 'unlocked';

export interface ClipEngineState {
  readonly running: readonly string[];
  readonly stuck: readonly string[];
  readonly timedOut: readonly string[];
  readonly previews: Readonly<Record<string, PreviewState>>;
  readonly notInterested: Readonly<Record<string, true>>;
  /** The last generation start error (a toast, or a modal to open). */
  readonly generationError: GenerationErrorDescription | null;
}

const withId = (ids: readonly string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);

export const clipEngineSlice = /* @__PURE__ */ createSlice({
  name: 'cadenzaClips',
  initialState: (): ClipEngineState => ({
    running: [],
    stuck: [],
    timedOut: [],
    previews: {},
    notInterested: {},
    generationError: null,
  }),
  reducers: {
    runningChanged: (state, action: PayloadAction<readonly string[]>) => ({
      ...state,
      running: action.payload,
    }),
    clipStuck: (state, action: PayloadAction<string>) => ({
      ...state,
      stuck: withId(state.stuck, action.payload),
    }),
    clipTimedOut: (state, action: PayloadAction<string>) => ({
      ...state,
      timedOut: withId(state.timedOut, action.payload),
    }),
    previewChanged: (state, action: PayloadAction<{ id: string; state: PreviewState }>) => ({
      ...state,
      previews: { ...state.previews, [action.payload.id]: action.payload.state },
    }),
    generationFailed: (state, action: PayloadAction<GenerationErrorDescription | null>) => ({
      ...state,
      generationError: action.payload,
    }),
    notInterestedSet: (state, action: PayloadAction<{ id: string; on: boolean }>) => {
      const next = { ...state.notInterested };
      if (action.payload.on) next[action.payload.id] = true;
      else delete next[action.payload.id];
      return { ...state, notInterested: next };
    },
  },
});
