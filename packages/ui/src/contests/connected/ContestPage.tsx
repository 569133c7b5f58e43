/**
 * The connected contest page: GET /api/contests/{contest_id}/ (the contest, its base songs, a
 * page of entries, the viewer's enterable songs) and entering a song with
 * POST /api/gen/{gen_id}/set_visibility/ {is_public: true, submit_to_contest: true}
 * (1-generation §7; setVisibilityRequest). The app renders the song lists (`renderSongs`), so
 * their rows carry its song menus and the contest rules in them. An unknown contest renders
 * `notFound`.
 */
import { useState, type ReactNode } from 'react';
import { CLIP_PAGE_SIZE_DEFAULT, displayTitle, setVisibilityRequest } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaClock, useCadenzaMutation, useCadenzaQuery } from '@cadenza/sdk/react';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { fill } from '../../playlist-page/labels';
import { ContestPageView } from '../ContestPage';
import { CONTEST_LABELS, type ContestLabels } from '../labels';
import { contestWindow } from './contest-dates';
import * as styles from '../Contests.css';

export interface ContestPageProps {
  readonly contestId: string;
  /** Renders a list of songs (base songs or entries) with the app's song rows. */
  readonly renderSongs: (clips: readonly Clip[], label: string) => ReactNode;
  /** What an unknown contest shows. */
  readonly notFound: ReactNode;
  readonly labels?: ContestLabels;
}

type Outcome = { readonly kind: 'success' | 'error'; readonly message: string } | null;

export function ContestPage({ contestId, renderSongs, notFound, labels }: ContestPageProps) {
  const L = labels ?? CONTEST_LABELS;
  const clock = useCadenzaClock();
  const [page, setPage] = useState(0);
  const contest = useCadenzaQuery('getContest', {
    path: { contest_id: contestId },
    query: { page },
  });
  const session = useCadenzaQuery('getSession');
  const [setVisibility] = useCadenzaMutation('setClipVisibility');
  const [entering, setEntering] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (contest.error?.status === 404) return <>{notFound}</>;
  if (contest.isError)
    return (
      <div role="alert" className={styles.section}>
        <p className={styles.muted}>{contest.error?.detail ?? L.listError}</p>
        <Button onClick={contest.refetch}>{L.retry}</Button>
      </div>
    );
  const data = contest.data;
  if (data === undefined) return <Skeleton height={240} aria-label={L.loading} />;
  const name = data.contest.name ?? L.untitled;
  const enter = (clip: Clip) => {
    setEntering(clip.id);
    setOutcome(null);
    setVisibility({ path: { gen_id: clip.id }, body: setVisibilityRequest(true, true) })
      .then(() => {
        setOutcome({
          kind: 'success',
          message: fill(L.entered, { title: displayTitle(clip.title), name }),
        });
        contest.refetch();
      })
      .catch((error: { detail?: string }) =>
        setOutcome({ kind: 'error', message: error.detail ?? L.enterFailed }),
      )
      .finally(() => setEntering(null));
  };
  const enterable = data.enterable_clips as Clip[];
  return (
    <ContestPageView
      name={name}
      description={data.contest.description ?? null}
      {...contestWindow(data.contest, clock.now())}
      baseSongs={renderSongs(data.base_clips as Clip[], L.baseTitle)}
      entries={renderSongs(
        data.entries as Clip[],
        fill(L.entriesTitle, { count: data.num_total_results }),
      )}
      entryCount={data.num_total_results}
      hasNewer={page > 0}
      hasOlder={(page + 1) * CLIP_PAGE_SIZE_DEFAULT < data.num_total_results}
      onNewer={() => setPage((p) => Math.max(0, p - 1))}
      onOlder={() => setPage((p) => p + 1)}
      signedIn={session.data?.user != null}
      enterable={enterable.map((clip) => ({ id: clip.id, title: displayTitle(clip.title) }))}
      entering={entering}
      outcome={outcome}
      onEnter={(id) => {
        const clip = enterable.find((c) => c.id === id);
        if (clip) enter(clip);
      }}
      labels={L}
    />
  );
}
