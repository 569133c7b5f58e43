/**
 * /edit, connected: the viewer's first library page (GET feed v2, page 0), finished songs only;
 * each link carries ?wid={the clip's project or default} when projects are enabled.
 */
import { useCallback, useMemo } from 'react';
import { editStartProblem, editWorkspaceParam } from '@cadenza/sdk';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { EditHomeView } from '../EditHomeView';
import { navigateInApp } from '../link-navigation';
import { EDIT_ROUTES } from '../routes';
import { useSongSession } from '../../song/connected/use-song-session';

export interface ConnectedEditHomeProps {
  readonly onNavigate: (href: string) => void;
}

export function ConnectedEditHome({ onNavigate }: ConnectedEditHomeProps) {
  const feed = useCadenzaQuery('getFeedV2', { query: { page: 0 } });
  const clips = useMemo(
    () =>
      feed.data?.clips
        .filter((clip) => editStartProblem(clip) === null)
        .map((clip) => ({
          id: clip.id,
          title: clip.title ?? '',
          durationS: clip.metadata?.duration ?? null,
        })) ?? (feed.isError ? [] : null),
    [feed.data, feed.isError],
  );
  const { viewer } = useSongSession();
  const editHref = useCallback(
    (id: string) => {
      const clip = feed.data?.clips.find((item) => item.id === id);
      return EDIT_ROUTES.edit(id, undefined, editWorkspaceParam(viewer, clip ?? {}));
    },
    [feed.data, viewer],
  );
  const onClick = useMemo(() => navigateInApp(onNavigate), [onNavigate]);
  return (
    <div onClick={onClick}>
      <EditHomeView clips={clips} editHref={editHref} createHref={EDIT_ROUTES.create} />
    </div>
  );
}
