/** /edit, connected: the viewer's first library page (GET feed v2, page 0), finished songs only. */
import { useMemo } from 'react';
import { editStartProblem } from '@cadenza/sdk';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { EditHomeView } from '../EditHomeView';
import { navigateInApp } from '../link-navigation';
import { EDIT_ROUTES } from '../routes';

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
  const onClick = useMemo(() => navigateInApp(onNavigate), [onNavigate]);
  return (
    <div onClick={onClick}>
      <EditHomeView clips={clips} editHref={EDIT_ROUTES.edit} createHref={EDIT_ROUTES.create} />
    </div>
  );
}
