/**
 * LibraryPanel: the studio's library panel (2-studio.md §2, key 2): the user's songs in the
 * library's clip browser (search, filters, sort, paging, as on the library page), each a
 * LibrarySong to drag onto a track, or to add at the playhead. Connected: the browser reads the
 * SDK; a song added goes to the session as a command.
 */
import { useCallback } from 'react';
import type { Clip } from '@cadenza/sdk/store';
import type { StudioSession } from '@cadenza/studio-engine';
import { ClipBrowser } from '../../library/connected/ClipBrowser';
import type { DraggedSong } from './drag-data';
import { LibrarySong } from './LibrarySong';
import { placeSongCommand, songOfClip } from './placement';
import { STUDIO_PANEL_LABELS as L } from './labels';
import * as styles from './LibraryPanel.css';

export interface LibraryPanelProps {
  readonly session: StudioSession | null;
  /** Where the browser's filters are remembered (per path and user). */
  readonly path?: string;
}

/** The focused track (else the first) at the playhead, snapped to the beat below. */
function playheadPosition(session: StudioSession) {
  const { project, view } = session.getSnapshot();
  if (project === null) return null;
  const focused = project.selection.focusedTrackId;
  const track = project.tracks.find((t) => t.id === focused) ?? project.tracks[0];
  if (track === undefined) return null;
  return { trackId: track.id, takeLaneId: null, atBeats: view.transport.positionBeats };
}

export function LibraryPanel({ session, path = '/studio' }: LibraryPanelProps) {
  const add = useCallback(
    (song: DraggedSong) => {
      const position = session === null ? null : playheadPosition(session);
      if (session === null || position === null) return;
      session.dispatch({ type: 'command', command: placeSongCommand(position, song) });
      session.loadMedia();
    },
    [session],
  );
  const renderClip = useCallback(
    (clip: Clip) => <LibrarySong song={songOfClip(clip)} onAdd={add} />,
    [add],
  );
  return (
    <div className={styles.panel} aria-label={L.librarySongs} role="region">
      <h2 className={styles.heading}>{L.library}</h2>
      <p className={styles.hint}>{L.dragHint}</p>
      <ClipBrowser path={path} renderClip={renderClip} />
    </div>
  );
}
