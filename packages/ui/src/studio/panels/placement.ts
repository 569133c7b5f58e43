// The session commands that put audio from outside the timeline onto it: a library song or an
// uploaded file at a drop position (as long as the song, 480 s when not known), and a recording's
// upload id swapped for the clip its upload became (2-studio.md §4 "Uploaded or recorded clips
// first have an upload id and later get a clip id").
import type { Command } from '@cadenza/studio-engine';
import type { DropPosition } from './drop-position';

export interface PlacedSong {
  readonly clipId: string;
  readonly title: string;
  readonly durationSeconds: number | null;
}

/** Places a song (a library song or an uploaded file's new clip) at a drop position. */
export const placeSongCommand = (position: DropPosition, song: PlacedSong): Command => ({
  type: 'dropAudio',
  trackId: position.trackId,
  takeLaneId: position.takeLaneId,
  atBeats: position.atBeats,
  clipId: song.clipId,
  name: song.title,
  contentSeconds: song.durationSeconds,
});

/** Points the clips of a pending upload (a recording's file name) at the uploaded clip. */
export const resolveUploadCommand = (uploadId: string, clipId: string): Command => ({
  type: 'resolveUpload',
  uploadId,
  clipId,
});

/** A wire clip as a song to place: its title and its length when the server knows it. */
export const songOfClip = (clip: {
  id: string;
  title?: string | null;
  metadata?: { duration?: number | null } | null;
}): PlacedSong => ({
  clipId: clip.id,
  title: clip.title ?? '',
  durationSeconds: clip.metadata?.duration ?? null,
});
