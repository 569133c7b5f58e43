// /on_repeat (1-generation §2 "Listing where the Not Interested item may appear"; §4 "'Not
// interested' toggles a per-clip flag and skips to the next track if that clip is playing"):
// the songs the user played lately (the recently played list of 50), each song menu offering
// Not Interested; they play in the history context.
import { DISCOVER_LABELS, Skeleton, useRecentlyPlayed } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';
import { SongList } from '../songs/SongList';
import { ListPageFrame } from './ListPageFrame';

const CONTEXT = { type: 'history', id: 'on_repeat' } as const;

export default function OnRepeatPage() {
  const L = useLabels('discover', 'discover', DISCOVER_LABELS);
  const recent = useRecentlyPlayed();
  return (
    <ListPageFrame id="on-repeat-title" title={L.onRepeat.title} intro={L.onRepeat.intro}>
      {recent === null ? (
        <Skeleton height={160} />
      ) : (
        <SongList
          clips={recent}
          label={L.onRepeat.title}
          queueContext={CONTEXT}
          listing="on_repeat"
          emptyText={L.onRepeat.empty}
        />
      )}
    </ListPageFrame>
  );
}
