/**
 * The playlist page on the SDK store: the playlist and all its pages, the viewer's optimistic
 * edits over it, play all and shuffle into the queue with context playlist (each counting a
 * playlist play), and the page's own states (loading, not found, in the trash, error).
 */
import { useMemo, useRef } from 'react';
import { isPlaylistConditionEnabled, type QueueContext } from '@cadenza/sdk';
import { useCadenzaCalls, usePlayer } from '@cadenza/sdk/react';
import { useModalSession } from '../../modals/connected/use-modal-session';
import { usePlayClips } from '../../player/connected/use-play-clips';
import { useToaster } from '../../primitives/Toast';
import type { Navigate } from '../AppLink';
import { PLAYLIST_PAGE_LABELS, type PlaylistPageLabels } from '../labels';
import { applyEdits, type PlaylistEntry } from '../playlist-edits';
import { PlaylistPageView, type PlaylistPageState } from '../PlaylistPage';
import { usePlaylistActions, usePlaylistEdits } from './use-playlist-actions';
import { usePlaylistData } from './use-playlist-data';

export interface PlaylistPageProps {
  readonly playlistId: string;
  /** Opened as /playlist/{id}?new: the name field takes the focus. */
  readonly isNew?: boolean;
  readonly labels?: PlaylistPageLabels;
  readonly onNavigate?: Navigate;
  readonly libraryHref?: string;
}

export function PlaylistPage({
  playlistId,
  isNew = false,
  labels = PLAYLIST_PAGE_LABELS,
  onNavigate,
  libraryHref,
}: PlaylistPageProps) {
  const data = usePlaylistData(playlistId);
  const session = useModalSession();
  const calls = useCadenzaCalls();
  const toaster = useToaster();
  const playClips = usePlayClips();
  const { send } = usePlayer();
  const [edits, setEdits] = usePlaylistEdits(data);
  const known = useRef(new Map<string, PlaylistEntry>());
  for (const entry of data.entries) known.current.set(entry.clip.id, entry);
  const shown = useMemo(
    () => (data.playlist ? applyEdits(data.playlist, data.entries, edits, known.current) : null),
    [data.playlist, data.entries, edits],
  );
  const actions = usePlaylistActions(
    {
      calls,
      client: session.client,
      labels,
      show: (toast) => toaster.show(toast),
      playlist: shown?.playlist,
      entries: shown?.entries ?? [],
      server: data,
      viewerId: session.viewer?.id ?? null,
      billingModels: session.billingModels,
    },
    setEdits,
  );

  const context: QueueContext = { type: 'playlist', id: playlistId };
  const play = (index: number, shuffle = false) => {
    const clips = (shown?.entries ?? []).map((e) => e.clip);
    const first = clips[index];
    if (!first) return;
    playClips(clips, index, context);
    if (shuffle) send({ type: 'queue', event: { type: 'setShuffle', on: true } });
    void calls
      .mutate('incrementPlaylistPlayCount', {
        path: { playlist_id: playlistId },
        body: { clip_id: first.id },
      })
      .catch(() => undefined);
  };

  const state: PlaylistPageState =
    data.status !== 'ready'
      ? data.status
      : shown?.playlist.is_trashed === true
        ? 'trashed'
        : 'ready';
  return (
    <PlaylistPageView
      labels={labels}
      state={state}
      playlist={shown?.playlist}
      entries={shown?.entries ?? []}
      errorDetail={data.error?.detail ?? data.error?.message}
      focusName={isNew}
      canRegenerate={isPlaylistConditionEnabled(session.flags)}
      regenerating={actions.regenerating}
      onRename={actions.rename}
      onDescribe={actions.describe}
      onPublicChange={actions.setPublic}
      onLike={actions.like}
      onTrash={actions.trash}
      onRestore={actions.restore}
      onChangeImage={(file) => void actions.changeImage(file)}
      onRegenerate={() => void actions.regenerate()}
      onPlayAll={() => play(0)}
      onShuffle={() => play(0, true)}
      onPlay={(index) => play(index)}
      onMove={actions.move}
      onRemove={actions.remove}
      onRetry={data.refetch}
      onNavigate={onNavigate}
      {...(libraryHref !== undefined ? { libraryHref } : {})}
    />
  );
}
