/**
 * The connected row's and card's state and callbacks: the session's viewer, the clip engine's
 * stuck and preview states, the player (play/pause), the streaming progress (from the status
 * timeline on the store's clock), the optimistic
 * reaction (the SDK reverts it when the call fails), the preview unlock and restore (toasted
 * with its undo, as the menu's Restore to Library).
 */
import { useCallback } from 'react';
import { PIN_TOAST_MS, type QueueContext, SONG_ACTION_MESSAGES } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaCalls, useCadenzaMutation, useClipEngine, usePlayer } from '@cadenza/sdk/react';
import { usePlayClips } from '../../player/connected/use-play-clips';
import { useToaster } from '../../primitives/Toast/Toaster';
import type { SongItemProps } from '../SongParts';
import type { Reaction } from '../view-models';
import { moveClip, type SongUndo } from './trash-undo';
import { useSongSession } from './use-song-session';
import { useStreamingProgress } from './use-streaming-progress';

export interface SongItemOptions {
  readonly clip: Clip;
  readonly onOwnProfile?: boolean | undefined;
  /** Retries a stuck clip (the create flow owns generation). */
  readonly onRetry?: (() => void) | undefined;
  /** The queue context a play starts (library by default). */
  readonly queueContext?: QueueContext | undefined;
  /**
   * Plays this clip with the list it is shown in as the queue (3-library-social §4 Queue), e.g.
   * ClipBrowser's row.play or usePlayClips; without it the clip is queued alone.
   */
  readonly onPlayFromList?: (() => void) | undefined;
  /** Takes the restore's undo for the host's own UI (else: 'Undo' in the toast). */
  readonly onUndoable?: ((undo: SongUndo) => void) | undefined;
}

export function useSongItem({
  clip,
  onOwnProfile,
  onRetry,
  queueContext,
  onPlayFromList,
  onUndoable,
}: SongItemOptions): SongItemProps {
  const calls = useCadenzaCalls();
  const toaster = useToaster();
  const { viewer } = useSongSession();
  const engine = useClipEngine();
  const { player, send } = usePlayer();
  const playClips = usePlayClips();
  const [unlock, unlockState] = useCadenzaMutation('unlockPreview');
  const current = player.queue.clips[player.queue.index]?.id === clip.id;
  const isPlaying = current && player.status === 'playing';
  const progress = useStreamingProgress(clip.status);
  const offered = engine.previews[clip.id] === 'unlockOffered';

  const failed = useCallback(
    () =>
      toaster.show({
        kind: 'error',
        title: SONG_ACTION_MESSAGES.errorUpdatingPreferences,
        durationMs: PIN_TOAST_MS,
      }),
    [toaster],
  );

  const onReact = useCallback(
    (reaction: Reaction) => {
      calls
        .mutate('updateReactionType', { path: { gen_id: clip.id }, body: { reaction } })
        .catch(failed);
    },
    [calls, clip.id, failed],
  );

  const onPlay = useCallback(() => {
    if (current) return send({ type: 'toggle' });
    if (onPlayFromList) return onPlayFromList();
    playClips([clip], 0, queueContext ?? { type: 'library' });
  }, [current, send, clip, queueContext, onPlayFromList, playClips]);

  const onUnlockPreview = useCallback(() => {
    unlock({ path: { gen_id: clip.id } }).catch(failed);
  }, [unlock, clip.id, failed]);

  const onRestore = useCallback(() => {
    moveClip({ calls, show: (toast) => toaster.show(toast), onUndoable }, clip.id, false).catch(
      failed,
    );
  }, [calls, toaster, onUndoable, clip.id, failed]);

  return {
    clip,
    viewer,
    onOwnProfile,
    stuck: engine.stuck.includes(clip.id),
    isPlaying,
    progress,
    previewUnlock: unlockState.status === 'pending' ? 'unlocking' : offered ? 'offered' : null,
    onPlay,
    onReact,
    onRetry,
    onUnlockPreview,
    ...(viewer !== null && clip.user_id === viewer.id ? { onRestore } : {}),
  };
}
