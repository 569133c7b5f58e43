// The frame of the song-list pages (following, on repeat, style tag, song radio): a heading,
// a line of introduction, then the list.
import type { ReactNode } from 'react';
import * as styles from '../app/layout.css';

export function ListPageFrame({
  id,
  title,
  intro,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h1 id={id} className={styles.pageTitle}>
        {title}
      </h1>
      <p className={styles.muted}>{intro}</p>
      {children}
    </section>
  );
}
