// One connected song row with the app's modal and navigation wiring (undo is in the toasts).
import type { Clip } from '@cadenza/sdk/store';
import { ConnectedSongRow } from '@cadenza/ui';
import { useSongActions } from './SongActionsContext';

export function SongRowItem({
  clip,
  onOwnProfile,
  onPlayFromList,
  listing,
}: {
  readonly clip: Clip;
  readonly onOwnProfile?: boolean | undefined;
  /** Plays the clip with its list as the queue. */
  readonly onPlayFromList?: (() => void) | undefined;
  /** The listing shown ('on_repeat' offers Not Interested in the song menu). */
  readonly listing?: string | undefined;
}) {
  const { onOpenModal, onNavigate, workspaceId } = useSongActions();
  return (
    <div data-clip-id={clip.id}>
      <ConnectedSongRow
        clip={clip}
        onOpenModal={onOpenModal}
        onNavigate={onNavigate}
        workspaceId={workspaceId}
        onOwnProfile={onOwnProfile}
        onPlayFromList={onPlayFromList}
        listing={listing}
      />
    </div>
  );
}
