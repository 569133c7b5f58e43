/**
 * The remix lists on the SDK store (3-library-social §4, §7): a song's direct children
 * (GET /api/clips/direct_children, page size 20) and the remixes inspired by a profile
 * (GET /api/profiles/{handle}/remixes-inspired/). Playing one queues the loaded list: a song's
 * remixes in the song-referenced-clip context, a profile's in the library context with the
 * handle as its id (DECISIONS.md, profile lists).
 */
import type { ReactNode } from 'react';
import type { QueueContext } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { usePlayClips } from '../../player/connected/use-play-clips';
import { fill } from '../../playlist-page/labels';
import { REMIX_LABELS, type RemixLabels } from '../labels';
import { RemixList } from '../RemixList';
import { usePagedClips, type PagedClips } from './use-paged-clips';

type RenderClip = (clip: Clip, play: () => void) => ReactNode;

function Connected({
  list,
  title,
  emptyText,
  context,
  renderClip,
  labels,
}: {
  readonly list: PagedClips;
  readonly title: string;
  readonly emptyText: string;
  readonly context: QueueContext;
  readonly renderClip: RenderClip;
  readonly labels: RemixLabels;
}) {
  const play = usePlayClips();
  return (
    <RemixList
      labels={labels}
      title={title}
      emptyText={emptyText}
      songs={list.clips.map((clip, index) => ({
        id: clip.id,
        node: renderClip(clip, () => play(list.clips, index, context)),
      }))}
      total={list.total}
      loading={list.loading}
      failed={list.failed}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      onRetry={list.retry}
    />
  );
}

export interface SongRemixesProps {
  readonly clipId: string;
  readonly renderClip: RenderClip;
  readonly labels?: RemixLabels;
}

/** A song's direct children. */
export function SongRemixes({ clipId, renderClip, labels = REMIX_LABELS }: SongRemixesProps) {
  const list = usePagedClips('getDirectChildren', (page, pageSize) => ({
    query: { clip_id: clipId, page, page_size: pageSize },
  }));
  return (
    <Connected
      list={list}
      labels={labels}
      title={labels.directChildren}
      emptyText={labels.noDirectChildren}
      context={{ type: 'song_referenced_clip', id: clipId }}
      renderClip={renderClip}
    />
  );
}

export interface ProfileRemixesProps {
  readonly handle: string;
  readonly renderClip: RenderClip;
  readonly labels?: RemixLabels;
}

/** The remixes inspired by a profile's songs. */
export function ProfileRemixes({ handle, renderClip, labels = REMIX_LABELS }: ProfileRemixesProps) {
  const list = usePagedClips('getRemixesInspired', (page, pageSize) => ({
    path: { handle },
    query: { page, page_size: pageSize },
  }));
  return (
    <Connected
      list={list}
      labels={labels}
      title={fill(labels.inspired, { handle })}
      emptyText={labels.noInspired}
      context={{ type: 'library', id: handle }}
      renderClip={renderClip}
    />
  );
}
