/**
 * Brings an AudioOutput to where the live radio's schedule says it should be: another song on
 * air loads it at the scheduled position and plays; a drift over 2 s seeks.
 */
import type { RadioSync } from '@cadenza/sdk';
import type { AudioOutput } from '../../player/audio-output';

export function applyRadioSync(
  output: AudioOutput,
  loaded: { current: string | null },
  sync: RadioSync,
): void {
  if (sync.kind === 'switch') {
    loaded.current = sync.song.song_id;
    output.load(sync.song.song_url);
    output.seek(sync.positionS);
    output.play();
  } else if (sync.kind === 'seek') {
    output.seek(sync.positionS);
  }
}
