// /contests: the contest list (3-library-social §4 Contests, §7 GET /api/contests/, cached 5
// minutes), each contest open or ended, linking to /contest/{id} (openapi/DECISIONS.md "Contest
// pages").
import { CONTEST_LABELS, ContestList } from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { useLabels } from '../i18n/use-labels';
import { useSongActions } from '../songs/SongActionsContext';

export default function ContestsPage() {
  const L = useLabels('contests', 'contests', CONTEST_LABELS);
  const { onNavigate } = useSongActions();
  return (
    <section aria-labelledby="contests-title">
      <h1 id="contests-title" className={styles.pageTitle}>
        {L.listTitle}
      </h1>
      <p className={styles.muted}>{L.listIntro}</p>
      <ContestList labels={L} onNavigate={onNavigate} />
    </section>
  );
}
