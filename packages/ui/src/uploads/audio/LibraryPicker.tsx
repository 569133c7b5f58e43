/** The Library button's list: the viewer's songs; picking one offers Cover and Extend. */
import { AUDIO_UPLOAD_LABELS as L } from './labels';
import * as modal from '../../modals/modals.css';

export interface LibrarySong {
  readonly id: string;
  readonly title: string;
  readonly imageUrl?: string | null;
}

export interface LibraryPickerProps {
  readonly songs: readonly LibrarySong[] | null;
  readonly onPick: (song: LibrarySong) => void;
}

export function LibraryPicker({ songs, onPick }: LibraryPickerProps) {
  if (songs === null) return <p className={modal.muted}>{L.loading}</p>;
  if (songs.length === 0) return <p className={modal.muted}>{L.libraryEmpty}</p>;
  return (
    <ul className={modal.list} aria-label={L.libraryList}>
      {songs.map((song) => (
        <li key={song.id}>
          <button type="button" className={modal.option} onClick={() => onPick(song)}>
            {song.imageUrl ? <img className={modal.thumb} src={song.imageUrl} alt="" /> : null}
            <span className={modal.optionText}>{song.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
