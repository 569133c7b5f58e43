// One connected song row with the app's modal, navigation and undo wiring.
import type { Clip } from '@cadenza/sdk';
import { ConnectedSongRow } from '@cadenza/ui';
import { useSongActions } from './SongActionsContext';

export function SongRowItem({
  clip,
  onOwnProfile,
}: {
  readonly clip: Clip;
  readonly onOwnProfile?: boolean | undefined;
}) {
  const { onOpenModal, onNavigate, onUndoable } = useSongActions();
  return (
    <div data-clip-id={clip.id}>
      <ConnectedSongRow
        clip={clip}
        onOpenModal={onOpenModal}
        onNavigate={onNavigate}
        onUndoable={onUndoable}
        onOwnProfile={onOwnProfile}
      />
    </div>
  );
}
