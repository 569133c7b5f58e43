/**
 * The connected contest list: GET /api/contests/ (cached 5 minutes by the SDK), each contest open
 * or ended by the store's clock.
 */
import { useCadenzaClock, useCadenzaQuery } from '@cadenza/sdk/react';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { ContestListView } from '../ContestList';
import { CONTEST_LABELS, type ContestLabels } from '../labels';
import { contestWindow } from './contest-dates';
import * as styles from '../Contests.css';

export interface ContestListProps {
  readonly hrefOf?: (id: string) => string;
  readonly onNavigate?: ((href: string) => void) | undefined;
  readonly labels?: ContestLabels;
}

export const contestHref = (id: string): string => `/contest/${encodeURIComponent(id)}`;

export function ContestList({ hrefOf = contestHref, onNavigate, labels }: ContestListProps) {
  const L = labels ?? CONTEST_LABELS;
  const clock = useCadenzaClock();
  const list = useCadenzaQuery('getContests');
  if (list.isError)
    return (
      <div role="alert" className={styles.section}>
        <p className={styles.muted}>{L.listError}</p>
        <Button onClick={list.refetch}>{L.retry}</Button>
      </div>
    );
  if (list.data === undefined) return <Skeleton height={120} />;
  const now = clock.now();
  const contests = list.data.contests.map((contest) => ({
    id: contest.id,
    name: contest.name ?? null,
    description: contest.description ?? null,
    ...contestWindow(contest, now),
  }));
  return <ContestListView contests={contests} hrefOf={hrefOf} onNavigate={onNavigate} labels={L} />;
}
