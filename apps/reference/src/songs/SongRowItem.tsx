// One connected song row with the app's modal and navigation wiring (undo is in the toasts).
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
  const { onOpenModal, onNavigate } = useSongActions();
  return (
    <div data-clip-id={clip.id}>
      <ConnectedSongRow
        clip={clip}
        onOpenModal={onOpenModal}
        onNavigate={onNavigate}
        onOwnProfile={onOwnProfile}
      />
    </div>
  );
}
