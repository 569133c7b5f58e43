/**
 * The connected discover page: each section's songs play in the section's context; a recently
 * played song plays the recently played list in the history context.
 */
import type { Clip } from '@cadenza/sdk/store';
import { usePlayClips } from '../../player/connected/use-play-clips';
import type { Navigate } from '../../playlist-page/AppLink';
import { DiscoverPageView } from '../DiscoverPage';
import { sectionQueueContext } from '../discover-view';
import type { DiscoverLabels } from '../labels';
import { useDiscoverSections, useNavigationHistory, useRecentlyPlayed } from './use-discover';

export interface DiscoverPageProps {
  readonly labels?: DiscoverLabels;
  readonly onNavigate?: Navigate;
}

export function DiscoverPage({ labels, onNavigate }: DiscoverPageProps) {
  const discover = useDiscoverSections();
  const recent = useRecentlyPlayed() ?? [];
  const history = useNavigationHistory();
  const play = usePlayClips();
  return (
    <DiscoverPageView
      {...(labels ? { labels } : {})}
      {...(onNavigate ? { onNavigate } : {})}
      status={discover.status}
      sections={discover.sections}
      hasMore={discover.hasMore}
      loadingMore={discover.loadingMore}
      recent={recent}
      history={history}
      onPlaySection={(section, index) => {
        const clips = section.items.flatMap((item) => (item.clip ? [item.clip as Clip] : []));
        play(clips, index, sectionQueueContext(section));
      }}
      onPlayRecent={(index) => play(recent, index, { type: 'history' })}
      onLoadMore={discover.loadMore}
      onRetry={discover.retry}
    />
  );
}
