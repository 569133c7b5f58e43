// @cadenza/ui player: the playbar and its queue panel (views and the connected playbar), the
// AudioOutput interface with its HTMLAudioElement implementation, and playing a list.
export { PlaybarView, type PlaybarViewProps } from './Playbar';
export { QueuePanel, type QueuePanelProps } from './QueuePanel';
export { Playbar, type PlaybarProps } from './connected/Playbar';
export { usePlayClips } from './connected/use-play-clips';
export { useRestorePlayer } from './connected/use-restore-player';
export type { CreateAudioOutput } from './connected/use-audio-output';
export type { AudioOutput, AudioOutputEvents, AudioOutputSnapshot } from './audio-output';
export { createHtmlAudioOutput } from './html-audio-output';
export {
  audioCommands,
  runAudioCommands,
  type AudioCommand,
  type WantedPlayback,
} from './audio-sync';
export { formatTime, clipTitle, clipArtist, type PlaybarClip } from './view-models';
export { PLAYBAR_LABELS, QUEUE_LABELS, type PlaybarLabels } from './labels';
