/**
 * A contest's page (3-library-social §3 Contest, §4 Contests; 1-generation §4 Contest clip,
 * §7 set_visibility {is_public, submit_to_contest}): name, description, open or ended, the base
 * songs, the entries (paged 20) and, while the contest is open, the viewer's songs that can be
 * entered, each with Enter. Props only: the base songs and entries are rendered by the app
 * (`baseSongs`, `entries`: song rows whose menus carry the contest rules on remix, downloads and
 * remaster); connected/ContestPage.tsx reads and enters.
 */
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { fill } from '../playlist-page/labels';
import { ContestStatus } from './ContestList';
import { CONTEST_LABELS, type ContestLabels } from './labels';
import * as styles from './Contests.css';

export interface EnterableSong {
  readonly id: string;
  readonly title: string;
}

export interface ContestPageViewProps {
  readonly name: string | null;
  readonly description: string | null;
  readonly active: boolean;
  readonly endDate: string;
  readonly baseSongs: ReactNode;
  readonly entries: ReactNode;
  readonly entryCount: number;
  readonly hasNewer: boolean;
  readonly hasOlder: boolean;
  readonly onNewer: () => void;
  readonly onOlder: () => void;
  readonly signedIn: boolean;
  readonly enterable: readonly EnterableSong[];
  /** The song being entered, or null. */
  readonly entering: string | null;
  /** The last entry's outcome to announce, or null. */
  readonly outcome: { readonly kind: 'success' | 'error'; readonly message: string } | null;
  readonly onEnter: (id: string) => void;
  readonly labels?: ContestLabels;
}

function EnterSection(props: ContestPageViewProps & { readonly labels: ContestLabels }) {
  const L = props.labels;
  const reason = !props.active
    ? L.enterClosed
    : !props.signedIn
      ? L.enterSignedOut
      : props.enterable.length === 0
        ? L.enterEmpty
        : null;
  return (
    <section className={styles.section} aria-labelledby="contest-enter">
      <h2 id="contest-enter" className={styles.sectionTitle}>
        {L.enterTitle}
      </h2>
      {props.outcome ? (
        <p role={props.outcome.kind === 'error' ? 'alert' : 'status'} className={styles.muted}>
          {props.outcome.message}
        </p>
      ) : null}
      {reason !== null ? (
        <p className={styles.muted}>{reason}</p>
      ) : (
        <>
          <p className={styles.muted}>{L.enterIntro}</p>
          <ul className={styles.enterList} aria-label={L.enterTitle}>
            {props.enterable.map((song) => (
              <li key={song.id} className={styles.enterRow} data-clip-id={song.id}>
                <span className={styles.enterTitle}>{song.title}</span>
                <Button
                  variant="primary"
                  aria-label={
                    props.entering === song.id
                      ? undefined
                      : fill(L.enterItem, { title: song.title })
                  }
                  disabled={props.entering !== null}
                  onClick={() => props.onEnter(song.id)}
                >
                  {props.entering === song.id ? L.entering : L.enter}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function ContestPageView(props: ContestPageViewProps) {
  const L = props.labels ?? CONTEST_LABELS;
  return (
    <article className={styles.page} aria-labelledby="contest-title">
      <header className={styles.section}>
        <h1 id="contest-title" className={styles.heading}>
          {props.name ?? L.untitled}
        </h1>
        {props.description ? <p className={styles.muted}>{props.description}</p> : null}
        <ContestStatus active={props.active} endDate={props.endDate} labels={L} />
      </header>
      <section className={styles.section} aria-labelledby="contest-base">
        <h2 id="contest-base" className={styles.sectionTitle}>
          {L.baseTitle}
        </h2>
        <p className={styles.muted}>{L.baseIntro}</p>
        {props.baseSongs}
      </section>
      <EnterSection {...props} labels={L} />
      <section className={styles.section} aria-labelledby="contest-entries">
        <h2 id="contest-entries" className={styles.sectionTitle}>
          {fill(L.entriesTitle, { count: props.entryCount })}
        </h2>
        {props.entryCount === 0 ? <p className={styles.muted}>{L.entriesEmpty}</p> : props.entries}
        {props.hasNewer || props.hasOlder ? (
          <div className={styles.pager}>
            <Button disabled={!props.hasNewer} onClick={props.onNewer}>
              {L.newer}
            </Button>
            <Button disabled={!props.hasOlder} onClick={props.onOlder}>
              {L.older}
            </Button>
          </div>
        ) : null}
      </section>
    </article>
  );
}
