// One connected song row with the app's modal and navigation wiring (undo is in the toasts).
import type { Clip } from '@cadenza/sdk/store';
import { ConnectedSongRow } from '@cadenza/ui';
import { useSongActions } from './SongActionsContext';

export function SongRowItem({
  clip,
  onOwnProfile,
  onPlayFromList,
}: {
  readonly clip: Clip;
  readonly onOwnProfile?: boolean | undefined;
  /** Plays the clip with its list as the queue. */
  readonly onPlayFromList?: (() => void) | undefined;
}) {
  const { onOpenModal, onNavigate } = useSongActions();
  return (
    <div data-clip-id={clip.id}>
      <ConnectedSongRow
        clip={clip}
        onOpenModal={onOpenModal}
        onNavigate={onNavigate}
        onOwnProfile={onOwnProfile}
        onPlayFromList={onPlayFromList}
      />
    </div>
  );
}
