// The recorder's states (2-studio.md §4 Recording): Ready, then Preparing, then Recording, then
// Ready again; a microphone that cannot be set up returns it to Ready with
// 'Error accessing audio inputs.' (§8).
import { AUDIO_MESSAGES } from '../audio-messages';

export type RecorderStatus = 'ready' | 'preparing' | 'recording';

export interface RecorderState {
  status: RecorderStatus;
  /** The last error, as the notice to show. */
  error: { title: string; description: string } | null;
}

export type RecorderEvent =
  { type: 'start' } | { type: 'input-ready' } | { type: 'input-failed' } | { type: 'stop' };

export const initialRecorderState: RecorderState = { status: 'ready', error: null };

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'start':
      return state.status === 'ready' ? { status: 'preparing', error: null } : state;
    case 'input-ready':
      return state.status === 'preparing' ? { status: 'recording', error: null } : state;
    case 'input-failed':
      return state.status === 'preparing'
        ? {
            status: 'ready',
            error: {
              title: AUDIO_MESSAGES.microphoneError,
              description: AUDIO_MESSAGES.microphoneHint,
            },
          }
        : state;
    case 'stop':
      return state.status === 'ready' ? state : { status: 'ready', error: state.error };
  }
}
