// What a library song carries while it is dragged onto the timeline: its clip id, title and
// length, under a MIME type of its own (so a desktop file drop is told apart from it).
export const LIBRARY_SONG_MIME = 'application/x-cadenza-song';

export interface DraggedSong {
  readonly clipId: string;
  readonly title: string;
  /** The song's length in seconds, when known. */
  readonly durationSeconds: number | null;
}

/** The drag payload of a song. */
export const encodeSong = (song: DraggedSong): string => JSON.stringify(song);

/** The song a payload names, or null when it is not one. */
export function decodeSong(data: string): DraggedSong | null {
  try {
    const value = JSON.parse(data) as Partial<DraggedSong> | null;
    if (value === null || typeof value !== 'object' || typeof value.clipId !== 'string')
      return null;
    if (value.clipId === '') return null;
    const duration = value.durationSeconds;
    return {
      clipId: value.clipId,
      title: typeof value.title === 'string' ? value.title : '',
      durationSeconds: typeof duration === 'number' && duration > 0 ? duration : null,
    };
  } catch {
    return null;
  }
}

/** Whether a drag carries a library song, desktop files, or neither. */
export function dragKind(types: readonly string[]): 'song' | 'files' | null {
  if (types.includes(LIBRARY_SONG_MIME)) return 'song';
  if (types.includes('Files')) return 'files';
  return null;
}
