// Where a recording lands (2-studio.md §4 Recording): on the armed track, at the position where
// recording started, as a clip of the recording's length; its audio is the recording's upload id.
import type { Command, RecordingFile, StudioProjectState } from '@cadenza/studio-engine';

/** The armed track's id (the first armed one), or null. */
export function armedTrackId(project: StudioProjectState | null): string | null {
  return project?.tracks.find((t) => t.arm)?.id ?? null;
}

/** The command that places a finished recording on the armed track; null when none is armed. */
export function recordedClipCommand(
  project: StudioProjectState,
  file: Pick<RecordingFile, 'name' | 'title' | 'durationSeconds'>,
  atBeats: number,
): Command | null {
  const trackId = armedTrackId(project);
  if (trackId === null || !(file.durationSeconds > 0)) return null;
  return {
    type: 'dropAudio',
    trackId,
    atBeats,
    uploadId: file.name,
    name: file.title,
    contentSeconds: file.durationSeconds,
  };
}
