/**
 * The connected song row and card: the views on the SDK (reactions, player, clip engine) with
 * the connected "more" menu and the same menu on right-click.
 */
import type { ReactElement } from 'react';
import { SongCard as SongCardView } from '../SongCard';
import { SongRow as SongRowView } from '../SongRow';
import { SongContextMenu, SongMenu } from './SongMenu';
import { useSongItem, type SongItemOptions } from './use-song-item';
import type { SongMenuOptions } from './use-song-menu';

export interface ConnectedSongItemProps extends SongItemOptions, SongMenuOptions {}

function useConnectedItem(props: ConnectedSongItemProps) {
  const { clip, onOwnProfile, onRetry, queueContext, onPlayFromList, ...menu } = props;
  const item = useSongItem({
    clip,
    onOwnProfile,
    onRetry,
    queueContext,
    onPlayFromList,
    onUndoable: menu.onUndoable,
  });
  const wrap = (node: ReactElement) => (
    <SongContextMenu clip={clip} {...menu}>
      {node}
    </SongContextMenu>
  );
  return {
    ...item,
    onNavigate: menu.onNavigate,
    menu: <SongMenu clip={clip} {...menu} />,
    wrap,
  };
}

export function SongRow(props: ConnectedSongItemProps) {
  return <SongRowView {...useConnectedItem(props)} />;
}

export function SongCard(props: ConnectedSongItemProps) {
  return <SongCardView {...useConnectedItem(props)} />;
}
