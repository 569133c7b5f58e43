// The transport bar's, the export dialog's and the record button's words (decided here: the spec
// names the controls, not their labels). Messages of the spec come from @cadenza/studio-engine.
export const TRANSPORT_LABELS = {
  bar: 'Transport',
  play: 'Play',
  pause: 'Pause',
  stop: 'Stop',
  loop: 'Loop',
  metronome: 'Metronome (C)',
  follow: 'Follow playhead (Ctrl+F)',
  masterVolume: 'Master volume',
  level: 'Output level',
  barsBeats: 'Position in bars and beats',
  time: 'Position in minutes and seconds',
} as const;
