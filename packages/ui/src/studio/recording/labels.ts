// The record control's words (decided here: the spec names the states, not their labels). The
// microphone error is the engine's (AUDIO_MESSAGES), verbatim.
export const RECORD_LABELS = {
  record: 'Record',
  stop: 'Stop recording',
  preparing: 'Preparing…',
  recording: 'Recording',
  ready: 'Ready',
  noArmedTrack: 'Arm a track to record',
  level: 'Input level',
  timer: 'Recording time',
} as const;
