// A small deterministic project with everything the renderer does: two tracks, warp markers,
// transposition, a looping clip, adjoining clips, fades, balance and song fades; and its audio.
import {
  createProjectState,
  createStudioClip,
  createTrack,
  sequentialIds,
  type StudioProjectState,
  type WarpMarker,
} from '../../model';
import { musicBed, sine } from '../../dsp/testing/signals';
import type { ClipAudio } from '../offline';

export const FIXTURE_RATE = 48000;

/** Decoded audio of the fixture's clips, generated (deterministic). */
export function fixtureAudio(seconds = 6): Map<string, ClipAudio> {
  const [left, right] = musicBed(seconds, FIXTURE_RATE);
  return new Map<string, ClipAudio>([
    ['bed', { sampleRate: FIXTURE_RATE, channels: [left, right] }],
    ['tone', { sampleRate: FIXTURE_RATE, channels: [sine(330, seconds, FIXTURE_RATE, 0.4)] }],
  ]);
}

const markers: WarpMarker[] = [
  { beats: 0, seconds: 0 },
  { beats: 1, seconds: 0.4 },
  { beats: 2, seconds: 1.1 },
  { beats: 3, seconds: 1.5 },
  { beats: 4, seconds: 2 },
];

/** The fixture project: about `beats` beats long at 2 beats per second. */
export function fixtureProject(beats = 6): StudioProjectState {
  const ids = sequentialIds('fixture-');
  const bed = createTrack('t-bed', 'studio', {
    balance: -0.3,
    clips: [
      createStudioClip({
        id: 'c-warped',
        clipId: 'bed',
        startBeats: 0,
        endBeats: beats / 2,
        fadeInBeats: 0.25,
        transposition: 3,
        warp: { enabled: true, markers, speed: 1, awaitingAnalysis: false },
      }),
      createStudioClip({
        id: 'c-next',
        clipId: 'bed',
        startBeats: beats / 2,
        endBeats: beats,
        readStartBeats: 1,
        fadeOutBeats: 0.5,
        amplitude: 0.8,
      }),
    ],
  });
  const tone = createTrack('t-tone', 'studio', {
    amplitude: 0.7,
    clips: [
      createStudioClip({
        id: 'c-loop',
        clipId: 'tone',
        startBeats: 0.5,
        endBeats: beats - 0.5,
        transposition: -5,
        loop: { enabled: true, startBeats: 0.25, endBeats: 1.3 },
      }),
    ],
  });
  return createProjectState(ids, 'studio', {
    tracks: [bed, tone],
    songFadeInBeats: 0.125,
    songFadeOutBeats: 0.5,
  });
}
