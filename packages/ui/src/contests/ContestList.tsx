/**
 * The contest list (3-library-social §4 Contests, §7 GET /api/contests/): each contest as a card
 * with its name, description and whether it is open (its end time in the future) or ended, linking
 * to its page. Props only; connected/ContestList.tsx reads the list (cached 5 minutes).
 */
import { fill } from '../playlist-page/labels';
import { CONTEST_LABELS, type ContestLabels } from './labels';
import * as styles from './Contests.css';

export interface ContestCard {
  readonly id: string;
  readonly name: string | null;
  readonly description: string | null;
  readonly active: boolean;
  /** The end date as shown. */
  readonly endDate: string;
}

export interface ContestListViewProps {
  readonly contests: readonly ContestCard[];
  readonly hrefOf: (id: string) => string;
  readonly onNavigate?: ((href: string) => void) | undefined;
  readonly labels?: ContestLabels;
}

export function ContestStatus({
  active,
  endDate,
  labels: L,
}: {
  readonly active: boolean;
  readonly endDate: string;
  readonly labels: ContestLabels;
}) {
  return (
    <span className={styles.meta}>
      <span className={styles.status[active ? 'active' : 'ended']}>
        {active ? L.active : L.ended}
      </span>
      <span className={styles.muted}>{fill(active ? L.endsOn : L.endedOn, { date: endDate })}</span>
    </span>
  );
}

export function ContestListView({ contests, hrefOf, onNavigate, labels }: ContestListViewProps) {
  const L = labels ?? CONTEST_LABELS;
  if (contests.length === 0) return <p className={styles.muted}>{L.listEmpty}</p>;
  return (
    <ul className={styles.cards} aria-label={L.listTitle}>
      {contests.map((contest) => {
        const name = contest.name ?? L.untitled;
        const href = hrefOf(contest.id);
        return (
          <li key={contest.id} data-contest-id={contest.id}>
            <a
              className={styles.card}
              href={href}
              onClick={(event) => {
                if (!onNavigate) return;
                event.preventDefault();
                onNavigate(href);
              }}
            >
              <h2 className={styles.cardTitle}>{name}</h2>
              {contest.description ? <p className={styles.muted}>{contest.description}</p> : null}
              <ContestStatus active={contest.active} endDate={contest.endDate} labels={L} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
