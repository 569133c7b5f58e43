/**
 * What the audio output must do to match the player state: a pure comparison of the wanted
 * playback (from the SDK player) with the output's snapshot, returning the commands to run.
 * A new source loads (at the saved position); a seek, restart or repeat moves the output; the
 * volume follows (0 while muted); playing and paused follow the player's status.
 */
import type { AudioOutput, AudioOutputSnapshot } from './audio-output';

/** The playback the player wants. */
export interface WantedPlayback {
  readonly src: string | null;
  readonly playing: boolean;
  readonly positionS: number;
  readonly volume: number;
  /** The position was set by the player (seek, restart, repeat), not reported by the output. */
  readonly repositioned: boolean;
}

export type AudioCommand =
  | { readonly type: 'load'; readonly src: string | null }
  | { readonly type: 'seek'; readonly positionS: number }
  | { readonly type: 'setVolume'; readonly volume: number }
  | { readonly type: 'play' }
  | { readonly type: 'pause' };

/** Position differences below this are playback drift, not a seek. */
export const SEEK_TOLERANCE_S = 0.5;

export function audioCommands(wanted: WantedPlayback, output: AudioOutputSnapshot): AudioCommand[] {
  const commands: AudioCommand[] = [];
  const newSource = wanted.src !== output.src;
  if (newSource) {
    commands.push({ type: 'load', src: wanted.src });
    if (wanted.src !== null && wanted.positionS > 0)
      commands.push({ type: 'seek', positionS: wanted.positionS });
  } else if (
    wanted.repositioned &&
    Math.abs(wanted.positionS - output.currentTimeS) > SEEK_TOLERANCE_S
  ) {
    commands.push({ type: 'seek', positionS: wanted.positionS });
  }
  if (wanted.volume !== output.volume) commands.push({ type: 'setVolume', volume: wanted.volume });
  if (wanted.src === null) return commands;
  if (wanted.playing && (output.paused || newSource)) commands.push({ type: 'play' });
  if (!wanted.playing && !output.paused && !newSource) commands.push({ type: 'pause' });
  return commands;
}

/** Runs the commands on an output. */
export function runAudioCommands(output: AudioOutput, commands: readonly AudioCommand[]): void {
  for (const command of commands) {
    switch (command.type) {
      case 'load':
        output.load(command.src);
        break;
      case 'seek':
        output.seek(command.positionS);
        break;
      case 'setVolume':
        output.setVolume(command.volume);
        break;
      case 'play':
        output.play();
        break;
      case 'pause':
        output.pause();
        break;
    }
  }
}
