/** /edit (2-studio §2): the edit area, the viewer's recent finished songs to open in the editor. */
import { formatEditTime } from './edit-state';
import { EDIT_LABELS as L } from './labels';
import * as styles from './Edit.css';

export interface EditHomeClip {
  readonly id: string;
  readonly title: string;
  readonly durationS: number | null;
}

export interface EditHomeViewProps {
  /** Null while loading. */
  readonly clips: readonly EditHomeClip[] | null;
  readonly editHref: (clipId: string) => string;
  readonly createHref: string;
}

export function EditHomeView({ clips, editHref, createHref }: EditHomeViewProps) {
  return (
    <section className={styles.page} aria-labelledby="edit-home-title">
      <header className={styles.headerText}>
        <h1 id="edit-home-title" className={styles.title}>
          {L.homeTitle}
        </h1>
        <p className={styles.meta}>{L.homeIntro}</p>
      </header>
      {clips === null ? (
        <p className={styles.hint} role="status">
          {L.loading}
        </p>
      ) : clips.length === 0 ? (
        <div className={styles.card}>
          <p className={styles.hint}>{L.homeEmpty}</p>
          <a className={styles.link} href={createHref}>
            {L.goCreate}
          </a>
        </div>
      ) : (
        <ul className={styles.list}>
          {clips.map((clip) => (
            <li key={clip.id} className={styles.row} data-clip-id={clip.id}>
              <a
                className={styles.link}
                href={editHref(clip.id)}
                aria-label={L.openEditor(clip.title)}
              >
                {clip.title}
              </a>
              <span className={styles.meta}>
                {clip.durationS !== null ? formatEditTime(clip.durationS) : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
