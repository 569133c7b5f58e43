/** Describe Clip on the SDK store: GET /api/clip/{clip_id} for the page's clipId. */
import type { ReactNode } from 'react';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { usePlayClips } from '../../player/connected/use-play-clips';
import { DescribeClip as DescribeClipView } from '../DescribeClip';
import { DESCRIBE_CLIP_LABELS, type DescribeClipLabels } from '../labels';

export interface DescribeClipProps {
  /** The clipId query parameter (null when absent). */
  readonly clipId: string | null;
  readonly renderClip: (clip: Clip, play: () => void) => ReactNode;
  readonly onNavigate: (href: string) => void;
  readonly labels?: DescribeClipLabels;
}

export function DescribeClip({
  clipId,
  renderClip,
  onNavigate,
  labels = DESCRIBE_CLIP_LABELS,
}: DescribeClipProps) {
  const id = clipId?.trim() ?? '';
  const clip = useCadenzaQuery('getClip', { path: { clip_id: id } }, { skip: id === '' });
  const play = usePlayClips();
  const data = (clip.data ?? null) as Clip | null;
  return (
    <DescribeClipView
      labels={labels}
      load={id === '' ? 'missing' : clip.isError ? 'notFound' : data ? 'ready' : 'loading'}
      clip={data}
      song={data ? renderClip(data, () => play([data], 0, { type: 'song', id: data.id })) : null}
      onOpenSong={(songId) => onNavigate(`/song/${encodeURIComponent(songId)}`)}
    />
  );
}
