// /contest/:id: a contest's page (3-library-social §3 Contest, §4 Contests; 1-generation §4
// Contest clip, §7 set_visibility {is_public, submit_to_contest}): its base songs and entries as
// the app's song rows (their menus carry the contest rules on remix, downloads and remaster),
// and the viewer's songs that can be entered. An unknown contest is a not-found page of its own.
import { useParams } from 'react-router';
import { CONTEST_LABELS, ContestPage as ConnectedContestPage } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';
import { SongList } from '../songs/SongList';
import NotFoundPage from './NotFoundPage';

export default function ContestPage() {
  const { id = '' } = useParams();
  const L = useLabels('contests', 'contests', CONTEST_LABELS);
  return (
    <ConnectedContestPage
      contestId={id}
      labels={L}
      notFound={<NotFoundPage message={L.notFound} />}
      renderSongs={(clips, label) => (
        <SongList clips={clips} label={label} queueContext={{ type: 'discover_carousel', id }} />
      )}
    />
  );
}
