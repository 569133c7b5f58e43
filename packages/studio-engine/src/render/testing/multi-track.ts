// A many-track project for the offline render's bench and the parallel render's tests: `tracks`
// tracks with warp markers and a transposition on every clip (clips of `clipSeconds` back to
// back; the bench's case is 16 tracks of 3 minutes, six 30-second clips per track).
import {
  createProjectState,
  createStudioClip,
  createTrack,
  sequentialIds,
  type StudioClip,
  type StudioProjectState,
} from '../../model';
import type { ClipAudio } from '../offline';
import { musicBed } from '../../dsp/testing/signals';

const SOURCES = 4;

/** Four stereo sources of `seconds` + 2 s the clips read. */
export function multiTrackAudio(sampleRate: number, seconds: number): Map<string, ClipAudio> {
  const audio = new Map<string, ClipAudio>();
  for (let i = 0; i < SOURCES; i++) {
    const [l, r] = musicBed(seconds + 2, sampleRate);
    // Shift each source so the four differ.
    audio.set(`src-${i}`, { sampleRate, channels: [l.subarray(i * 997), r.subarray(i * 997)] });
  }
  return audio;
}

/** `tracks` tracks of `seconds` seconds at 2 beats per second, every clip warped and transposed. */
export function multiTrackProject(
  tracks: number,
  seconds: number,
  clipSeconds: number,
): StudioProjectState {
  const beatsPerClip = clipSeconds * 2;
  const clipsPerTrack = Math.ceil(seconds / clipSeconds);
  const built = Array.from({ length: tracks }, (_, t) => {
    const clips: StudioClip[] = [];
    for (let c = 0; c < clipsPerTrack; c++) {
      const transposition = ((t + c) % 9) - 4 || 3;
      // Warp markers: the clip's 30 s of content over its beats, nudged ±8 % between markers.
      const markers = Array.from({ length: 5 }, (_, m) => ({
        beats: (m * beatsPerClip) / 4,
        seconds: (m * clipSeconds) / 4 + (m % 2 === 1 ? 0.08 * (clipSeconds / 4) : 0),
      }));
      clips.push(
        createStudioClip({
          id: `t${t}-c${c}`,
          clipId: `src-${(t + c) % SOURCES}`,
          startBeats: c * beatsPerClip,
          endBeats: Math.min(seconds * 2, (c + 1) * beatsPerClip),
          transposition,
          warp: { enabled: true, markers, speed: 1, awaitingAnalysis: false },
        }),
      );
    }
    return createTrack(`track-${t}`, 'studio', {
      clips,
      amplitude: 0.25,
      balance: ((t % 5) - 2) / 4,
    });
  });
  return createProjectState(sequentialIds('bench-'), 'studio', { tracks: built });
}
