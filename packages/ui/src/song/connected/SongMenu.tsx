/**
 * The connected song menu: the "more" dropdown (SongMenu) and the right-click menu around a row
 * or card (SongContextMenu), built from the SDK's `songMenuItems` for the signed-in viewer and
 * wired to the SDK calls; modals and navigation are handed to the app through `onOpenModal` and
 * `onNavigate`.
 */
import type { ReactNode } from 'react';
import type { Clip } from '@cadenza/sdk/store';
import { SONG_LABELS } from '../labels';
import { SongContextMenu as SongContextMenuView, SongMenuView } from '../SongMenu';
import { displayTitle } from '@cadenza/sdk';
import { useSongMenu, type SongMenuOptions } from './use-song-menu';

export interface SongMenuProps extends SongMenuOptions {
  readonly clip: Clip;
}

export function SongMenu({ clip, ...options }: SongMenuProps) {
  const { sections, onSelect } = useSongMenu(clip, options);
  return (
    <SongMenuView
      label={SONG_LABELS.moreActions(displayTitle(clip.title) || SONG_LABELS.untitled)}
      sections={sections}
      onSelect={onSelect}
    />
  );
}

export interface SongContextMenuProps extends SongMenuProps {
  readonly children: ReactNode;
}

export function SongContextMenu({ clip, children, ...options }: SongContextMenuProps) {
  const { sections, onSelect } = useSongMenu(clip, options);
  return (
    <SongContextMenuView sections={sections} onSelect={onSelect}>
      {children}
    </SongContextMenuView>
  );
}
