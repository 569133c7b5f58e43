/**
 * The connected song menu's data: `songMenuItems` for the session's viewer and flags (plus the
 * trash items), grouped into sections, and the handler that runs a selected item.
 */
import { useMemo } from 'react';
import { hasFlag, isOwner, songMenuItems } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaQuery, useClipEngine, usePlayer } from '@cadenza/sdk/react';
import { songMenuSections, trashMenuItems, type MenuEntry, type MenuSection } from '../menu-model';
import {
  useSongActions,
  type OpenSongModal,
  type SongClipboard,
  type SongUndo,
} from './use-song-actions';
import { useSongSession } from './use-song-session';

/** What the app composes into the connected menu (and the connected row and card). */
export interface SongMenuOptions {
  readonly onOpenModal: OpenSongModal;
  readonly onNavigate: (href: string) => void;
  /** Opens a route in a new tab (window.open when absent). */
  readonly openTab?: ((href: string) => void) | undefined;
  /** The listing shown ('on_repeat' offers Not Interested). */
  readonly listing?: string | undefined;
  /** The playlist shown; its owner may remove the song from it. */
  readonly playlist?: { readonly id: string; readonly is_owned: boolean } | undefined;
  /** The viewer's pinned clip ids, oldest first; read from the pinned list when absent. */
  readonly pinnedIds?: readonly string[] | undefined;
  /** The clipboard (navigator.clipboard when absent). */
  readonly clipboard?: SongClipboard | null | undefined;
  /** Shows the clipboard alert (a toast when absent). */
  readonly alert?: ((message: string) => void) | undefined;
  /** Origin of copied links (window.location.origin when absent). */
  readonly origin?: string | undefined;
  readonly onUndoable?: ((undo: SongUndo) => void) | undefined;
  /** The workspace (project) the list shows (?wid=): the menu's edit links carry it (1 §2). */
  readonly workspaceId?: string | null | undefined;
}

const browserClipboard = (): SongClipboard | null =>
  typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function'
    ? navigator.clipboard
    : null;

const browserOpenTab = (href: string): void => {
  if (typeof window !== 'undefined') window.open(href, '_blank', 'noopener');
};

const browserOrigin = (): string => (typeof window !== 'undefined' ? window.location.origin : '');

export function useSongMenu(
  clip: Clip,
  options: SongMenuOptions,
): {
  readonly sections: readonly MenuSection[];
  readonly onSelect: (entry: MenuEntry) => void;
} {
  const { viewer, flags } = useSongSession();
  const { player } = usePlayer();
  const engine = useClipEngine();
  const current = player.queue.clips[player.queue.index]?.id === clip.id;
  const currentTimeS = current ? player.positionS : null;
  const notInterested = engine.notInterested[clip.id] === true;
  const needsPins =
    options.pinnedIds === undefined &&
    viewer !== null &&
    isOwner(clip, viewer) &&
    hasFlag(flags, 'profile-pins');
  const pinned = useCadenzaQuery('getPinnedClips', undefined, { skip: !needsPins });
  const pinnedIds = useMemo(
    () => options.pinnedIds ?? (pinned.data?.clips ?? []).map((item) => item.id),
    [options.pinnedIds, pinned.data],
  );

  const sections = useMemo(() => {
    if (viewer === null) return [];
    const items = songMenuItems(clip, viewer, flags, {
      playlist: options.playlist ?? null,
      currentTimeS,
      listing: options.listing ?? null,
      notInterested,
    });
    return songMenuSections(items, trashMenuItems(clip, viewer));
  }, [clip, viewer, flags, options.playlist, options.listing, currentTimeS, notInterested]);

  const actionOptions = useMemo(
    () => ({
      onOpenModal: options.onOpenModal,
      onNavigate: options.onNavigate,
      openTab: options.openTab ?? browserOpenTab,
      flags,
      viewer,
      workspaceId: options.workspaceId,
      origin: options.origin ?? browserOrigin(),
      clipboard: options.clipboard === undefined ? browserClipboard() : options.clipboard,
      alert: options.alert,
      currentTimeS,
      pinnedIds,
      playlistId: options.playlist?.id,
      notInterested,
      onUndoable: options.onUndoable,
    }),
    [options, flags, viewer, currentTimeS, pinnedIds, notInterested],
  );
  const run = useSongActions(actionOptions);
  const onSelect = (entry: MenuEntry) => void run(entry, clip);
  return { sections, onSelect };
}
