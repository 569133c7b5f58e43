import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createProjectState,
  createStudioClip,
  createTrack,
  sequentialIds,
} from '@cadenza/studio-engine';
import { decodeSong, dragKind, encodeSong, LIBRARY_SONG_MIME } from './drag-data';
import { dropPosition } from './drop-position';
import { placeSongCommand, resolveUploadCommand, songOfClip } from './placement';

const project = () =>
  createProjectState(sequentialIds('p'), 'studio', {
    tracks: [createTrack('t1', 'studio'), createTrack('t2', 'studio')],
  });
// 100 px per beat, scrolled 2 beats to the right; the lanes are 800 by 400 px.
const view = { pxPerBeat: 100, scrollLeftPx: 200, scrollTopPx: 0, widthPx: 800, heightPx: 400 };
const snap = { enabled: true, multiplier: 1 };

describe('dropping onto a track places the audio at the drop position (2-studio.md §4)', () => {
  it('on the track under the point, at the beat under it, snapped to the grid', () => {
    // x 330 px is beat 5.3 (scrolled by 2), y 100 is the second track (88 px each).
    expect(dropPosition(project(), view, snap, { x: 330, y: 100 })).toEqual({
      trackId: 't2',
      takeLaneId: null,
      atBeats: 5,
    });
  });

  it('where it is dropped when the snap is bypassed or off', () => {
    expect(
      dropPosition(project(), view, snap, { x: 330, y: 10, bypassSnap: true })?.atBeats,
    ).toBeCloseTo(5.3, 9);
    expect(
      dropPosition(project(), view, { ...snap, enabled: false }, { x: 330, y: 10 })?.atBeats,
    ).toBeCloseTo(5.3, 9);
  });

  it('never before the first beat, and nowhere below the last track', () => {
    const start = { ...view, scrollLeftPx: 0 };
    expect(dropPosition(project(), start, snap, { x: -40, y: 10, bypassSnap: true })?.atBeats).toBe(
      0,
    );
    expect(dropPosition(project(), view, snap, { x: 10, y: 300 })).toBeNull();
  });

  it('as a clip as long as the song (a library song of 30 s at 2 beats a second)', () => {
    const position = { trackId: 't2', takeLaneId: null, atBeats: 4 };
    const song = songOfClip({ id: 'song-1', title: 'Night Drive', metadata: { duration: 30 } });
    const result = applyCommand(project(), placeSongCommand(position, song), {
      newId: sequentialIds('n'),
    });
    const clip = result.state.tracks[1]?.clips[0];
    expect(clip).toMatchObject({ clipId: 'song-1', name: 'Night Drive', startBeats: 4 });
    expect(clip?.endBeats).toBeCloseTo(64, 6);
  });

  it('a recording keeps its place when its upload becomes a clip', () => {
    const recorded = createProjectState(sequentialIds('p'), 'studio', {
      tracks: [
        createTrack('t1', 'studio', {
          clips: [
            createStudioClip({
              id: 'c1',
              uploadId: 'recording-1',
              name: 'take',
              startBeats: 2,
              endBeats: 6,
            }),
          ],
        }),
      ],
    });
    const result = applyCommand(recorded, resolveUploadCommand('recording-1', 'clip-9'), {
      newId: sequentialIds('n'),
    });
    expect(result.state.tracks[0]?.clips[0]).toMatchObject({
      clipId: 'clip-9',
      startBeats: 2,
      endBeats: 6,
    });
  });
});

describe('a dragged library song', () => {
  it('travels as its own type and comes back whole', () => {
    const song = { clipId: 'song-1', title: 'Night Drive', durationSeconds: 30 };
    expect(decodeSong(encodeSong(song))).toEqual(song);
    expect(dragKind([LIBRARY_SONG_MIME, 'text/plain'])).toBe('song');
    expect(dragKind(['Files'])).toBe('files');
    expect(dragKind(['text/plain'])).toBeNull();
  });

  it('is nothing when the payload is not a song', () => {
    expect(decodeSong('not json')).toBeNull();
    expect(decodeSong(JSON.stringify({ title: 'x' }))).toBeNull();
    expect(decodeSong(JSON.stringify({ clipId: 'a', durationSeconds: -1 }))).toEqual({
      clipId: 'a',
      title: '',
      durationSeconds: null,
    });
  });
});
