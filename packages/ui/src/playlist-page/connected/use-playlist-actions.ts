/**
 * The playlist page's changes, each optimistic where the viewer sees it at once (rename,
 * description, visibility, like, trash, reorder, remove): the edit shows, the call runs through
 * the store, and a refused call drops the edit again (rolled back) with a toast naming what
 * failed and the server's detail. Trash and restore toast with an Undo.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ApiClient,
  ACTION_TOAST_MS,
  latestAvailableModel,
  modelSatisfies,
  moveItem,
  playlistDescription,
  playlistName,
  reorderPlaylistRequests,
  toApiError,
  updatePlaylistClipsRequest,
  validateInspirationPlaylist,
} from '@cadenza/sdk';
import { uploadImageFile } from '@cadenza/sdk/store';
import type { CadenzaCalls } from '@cadenza/sdk/react';
import type { ToastInput } from '../../primitives/Toast/toast-queue';
import type { PlaylistFailure, PlaylistPageLabels } from '../labels';
import {
  dropEdit,
  NO_EDITS,
  reconcileEdits,
  toggledLike,
  type EditKey,
  type Playlist,
  type PlaylistEdits,
  type PlaylistEntry,
} from '../playlist-edits';

export interface PlaylistActionDeps {
  /** The store's calls (mutations go through it) and its client (for the image upload). */
  readonly calls: CadenzaCalls;
  readonly client: ApiClient;
  readonly labels: PlaylistPageLabels;
  readonly show: (toast: ToastInput) => void;
  /** The playlist and entries as the viewer sees them (edits applied). */
  readonly playlist: Playlist | undefined;
  readonly entries: readonly PlaylistEntry[];
  /** The server's, for reconciling. */
  readonly server: {
    readonly playlist: Playlist | undefined;
    readonly entries: readonly PlaylistEntry[];
  };
  readonly viewerId: string | null;
  readonly billingModels: Parameters<typeof latestAvailableModel>[0];
}

const PLAYLIST_NEEDS = {
  extend: false,
  persona: false,
  cover: false,
  playlist: true,
  painting: false,
} as const;

export function usePlaylistEdits(server: PlaylistActionDeps['server']) {
  const [edits, setEdits] = useState<PlaylistEdits>(NO_EDITS);
  useEffect(() => {
    if (server.playlist)
      setEdits((current) => reconcileEdits(current, server.playlist as Playlist, server.entries));
  }, [server.playlist, server.entries]);
  return [edits, setEdits] as const;
}

export function usePlaylistActions(
  deps: PlaylistActionDeps,
  setEdits: (update: (edits: PlaylistEdits) => PlaylistEdits) => void,
) {
  const latest = useRef(deps);
  latest.current = deps;
  const [regenerating, setRegenerating] = useState(false);

  const fail = useCallback((what: PlaylistFailure, detail: string | undefined) => {
    const { labels, show } = latest.current;
    show({
      kind: 'error',
      title: labels.failed[what],
      ...(detail ? { description: detail } : {}),
      durationMs: ACTION_TOAST_MS,
      closable: true,
    });
  }, []);

  /** Shows `edit`, runs `call`, and rolls the edit back with a message when it is refused. */
  const optimistic = useCallback(
    async (
      key: EditKey,
      edit: PlaylistEdits | ((current: PlaylistEdits) => PlaylistEdits),
      what: PlaylistFailure,
      call: () => Promise<unknown>,
    ) => {
      setEdits((current) => ({
        ...current,
        ...(typeof edit === 'function' ? edit(current) : edit),
      }));
      try {
        await call();
        return true;
      } catch (error) {
        setEdits((current) => dropEdit(current, key));
        fail(what, toApiError(error).detail);
        return false;
      }
    },
    [setEdits, fail],
  );

  const id = () => latest.current.playlist?.id ?? '';
  const mutate: CadenzaCalls['mutate'] = (...args) => latest.current.calls.mutate(...args);

  const setTrashed = async (trashed: boolean, withUndo: boolean): Promise<void> => {
    const { labels, show } = latest.current;
    const playlistId = id();
    const ok = await optimistic('trashed', { trashed }, trashed ? 'trash' : 'restore', () =>
      mutate('trashPlaylist', { body: { playlist_id: playlistId, undo_trash: !trashed } }),
    );
    if (!ok) return;
    show({
      kind: 'success',
      title: trashed ? labels.movedToTrash : labels.restored,
      durationMs: ACTION_TOAST_MS,
      ...(withUndo
        ? { action: { label: labels.undo, onClick: () => void setTrashed(!trashed, false) } }
        : {}),
    });
  };

  return {
    regenerating,
    rename: (name: string) => {
      const next = playlistName(name);
      void optimistic('name', { name: next }, 'rename', () =>
        mutate('updatePlaylistMetadata', { path: { playlist_id: id() }, body: { name: next } }),
      );
    },
    describe: (text: string) => {
      const next = playlistDescription(text);
      void optimistic('description', { description: next }, 'describe', () =>
        mutate('updatePlaylistMetadata', {
          path: { playlist_id: id() },
          body: { description: next },
        }),
      );
    },
    setPublic: (isPublic: boolean) =>
      void optimistic('isPublic', { isPublic }, 'visibility', () =>
        mutate('setPlaylistVisibility', {
          path: { playlist_id: id() },
          body: { is_public: isPublic },
        }),
      ),
    like: () => {
      const playlist = latest.current.playlist;
      if (!playlist) return;
      const like = toggledLike(playlist);
      void optimistic('like', { like }, 'like', () =>
        mutate('likePlaylist', {
          path: { playlist_id: playlist.id },
          body: { unlike: !like.liked },
        }),
      );
    },
    trash: () => void setTrashed(true, true),
    restore: () => void setTrashed(false, false),
    move: (from: number, to: number) => {
      const before = latest.current.entries.map((e) => e.clip.id);
      const after = moveItem(before, from, to);
      const requests = reorderPlaylistRequests(id(), before, after);
      if (requests.length === 0) return;
      void optimistic('order', { order: after }, 'reorder', async () => {
        for (const body of requests) await mutate('updatePlaylistClips', { body });
      });
    },
    remove: (clipId: string) => {
      const add = (current: PlaylistEdits) => ({ removed: [...(current.removed ?? []), clipId] });
      void optimistic('removed', add, 'remove', () =>
        mutate('updatePlaylistClips', {
          body: updatePlaylistClipsRequest(id(), 'remove_by_id', [clipId]),
        }),
      );
    },
    changeImage: async (file: File) => {
      const { client } = latest.current;
      const upload = await uploadImageFile(
        { file, filename: file.name },
        { client, signal: new AbortController().signal },
      );
      if (!upload.ok) {
        fail('image', upload.message);
        return;
      }
      try {
        await mutate('updatePlaylistMetadata', {
          path: { playlist_id: id() },
          body: { image_s3_id: upload.s3Id },
        });
      } catch (error) {
        fail('image', toApiError(error).detail);
      }
    },
    regenerate: async () => {
      const { entries, viewerId, billingModels, labels, show } = latest.current;
      const refusal = validateInspirationPlaylist(
        entries.map((e) => e.clip),
        viewerId ?? '',
      );
      if (refusal !== null) {
        fail('regenerate', refusal);
        return;
      }
      setRegenerating(true);
      try {
        await mutate('regeneratePlaylist', {
          path: { playlist_id: id() },
          body: {
            model_name: latestAvailableModel(billingModels, (key) =>
              modelSatisfies(key, PLAYLIST_NEEDS),
            ),
          },
        });
        show({ kind: 'success', title: labels.regenerated, durationMs: ACTION_TOAST_MS });
      } catch (error) {
        fail('regenerate', toApiError(error).detail);
      } finally {
        setRegenerating(false);
      }
    },
  };
}
