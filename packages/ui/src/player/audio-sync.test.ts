/**
 * The audio output follows the player (3-library-social §4 Player): a new clip loads its
 * audio_url at the saved position, a seek, restart or repeat moves the output, the volume
 * follows (0 while muted), and playing/paused follow the player's status.
 */
import { describe, expect, test } from 'vitest';
import { audioCommands, runAudioCommands, SEEK_TOLERANCE_S } from './audio-sync';
import { createFakeAudioOutput } from './fixtures/fake-audio-output';

const idle = { src: null, paused: true, currentTimeS: 0, volume: 1 };
const wanted = {
  src: 'a.mp3',
  playing: true,
  positionS: 0,
  volume: 1,
  repositioned: false,
};

describe('audio output follows the player', () => {
  test('a new clip loads its audio_url and plays', () => {
    expect(audioCommands(wanted, idle)).toEqual([{ type: 'load', src: 'a.mp3' }, { type: 'play' }]);
  });

  test('a restored clip loads at its saved position, paused', () => {
    expect(audioCommands({ ...wanted, playing: false, positionS: 42 }, idle)).toEqual([
      { type: 'load', src: 'a.mp3' },
      { type: 'seek', positionS: 42 },
    ]);
  });

  test('pause pauses a playing output; play resumes a paused one', () => {
    const playing = { ...idle, src: 'a.mp3', paused: false };
    expect(audioCommands({ ...wanted, playing: false }, playing)).toEqual([{ type: 'pause' }]);
    expect(audioCommands(wanted, { ...playing, paused: true })).toEqual([{ type: 'play' }]);
  });

  test('repeat on restarts the song at its end: seek to 0 and play again', () => {
    const ended = { src: 'a.mp3', paused: true, currentTimeS: 184, volume: 1 };
    expect(audioCommands({ ...wanted, repositioned: true }, ended)).toEqual([
      { type: 'seek', positionS: 0 },
      { type: 'play' },
    ]);
  });

  test('playback drift within the tolerance is not a seek', () => {
    const playing = {
      src: 'a.mp3',
      paused: false,
      currentTimeS: 10 + SEEK_TOLERANCE_S / 2,
      volume: 1,
    };
    expect(audioCommands({ ...wanted, positionS: 10, repositioned: true }, playing)).toEqual([]);
  });

  test('volume 0 implies muted: the output plays at the effective volume', () => {
    const playing = { src: 'a.mp3', paused: false, currentTimeS: 0, volume: 1 };
    expect(audioCommands({ ...wanted, volume: 0 }, playing)).toEqual([
      { type: 'setVolume', volume: 0 },
    ]);
  });

  test('an emptied queue empties the output and starts nothing', () => {
    const playing = { src: 'a.mp3', paused: false, currentTimeS: 3, volume: 1 };
    expect(audioCommands({ ...wanted, src: null }, playing)).toEqual([{ type: 'load', src: null }]);
  });

  test('the commands run on the output in order', () => {
    const output = createFakeAudioOutput();
    runAudioCommands(output, audioCommands({ ...wanted, positionS: 5, volume: 0.5 }, idle));
    expect(output.commands).toEqual([
      { type: 'load', src: 'a.mp3' },
      { type: 'seek', positionS: 5 },
      { type: 'setVolume', volume: 0.5 },
      { type: 'play' },
    ]);
    expect(output.snapshot()).toEqual({
      src: 'a.mp3',
      paused: false,
      currentTimeS: 5,
      volume: 0.5,
    });
  });
});
