/**
 * The artist page on the SDK store: the session's handle, its profile (GET
 * /api/profiles/{handle}), pinned songs (pin limit by the artist-profiles flag), top songs and
 * the remixes-inspired count. Playing a song queues its list in the library context with the
 * handle as its id (DECISIONS.md, profile lists).
 */
import type { ReactNode } from 'react';
import { pinLimit } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { usePlayClips } from '../../player/connected/use-play-clips';
import { ConnectedProfileHeader } from '../../social';
import { ArtistPage as ArtistPageView } from '../ArtistPage';
import { ARTIST_LABELS, type ArtistLabels } from '../labels';

export interface ArtistPageProps {
  readonly renderClip: (clip: Clip, play: () => void) => ReactNode;
  readonly onNavigate: (href: string) => void;
  readonly labels?: ArtistLabels;
}

export function ArtistPage({ renderClip, onNavigate, labels = ARTIST_LABELS }: ArtistPageProps) {
  const session = useCadenzaQuery('getSession');
  const handle = session.data?.user.handle ?? '';
  const skip = { skip: handle === '' };
  const profile = useCadenzaQuery('getProfile', { path: { handle } }, skip);
  const pinned = useCadenzaQuery('getPinnedClips', { query: { handle } }, skip);
  const top = useCadenzaQuery('getTopClips', { query: { handle } }, skip);
  const remixes = useCadenzaQuery('getRemixesInspiredCount', { path: { handle } }, skip);
  const play = usePlayClips();
  const queries = [session, profile, pinned, top, remixes];
  const context = { type: 'library', id: handle } as const;
  const songs = (clips: readonly Clip[]) =>
    clips.map((clip, index) => ({
      id: clip.id,
      node: renderClip(clip, () => play(clips, index, context)),
    }));
  const topClips = (top.data?.clips ?? []) as Clip[];
  const ready = profile.data && pinned.data && top.data && remixes.data;
  return (
    <ArtistPageView
      labels={labels}
      load={queries.some((q) => q.isError) ? 'error' : ready ? 'ready' : 'loading'}
      handle={handle}
      header={
        profile.data ? (
          <ConnectedProfileHeader profile={profile.data} onNavigate={onNavigate} />
        ) : null
      }
      stats={
        ready
          ? {
              followers: profile.data.num_followers ?? 0,
              following: profile.data.num_following ?? 0,
              songs: topClips.length,
              plays: topClips.reduce((sum, clip) => sum + (clip.play_count ?? 0), 0),
              remixesInspired: remixes.data.count,
            }
          : null
      }
      pinned={songs((pinned.data?.clips ?? []) as Clip[])}
      pinLimit={pinLimit(session.data?.flags ?? {})}
      top={songs(topClips)}
      onOpenProfile={() => onNavigate(`/@${handle}`)}
      onRetry={() => queries.forEach((q) => q.isError && q.refetch())}
    />
  );
}
