/**
 * The song video panel, connected: Generate / Regenerate runs the SDK's video flow (request, then
 * the status every 4 s up to 60 tries) on the store's client and clock, and the finished video
 * plays in place; the song is refetched so that its video_url and video_is_stale are current.
 */
import { useEffect, useRef, useState } from 'react';
import { generateSongVideo } from '@cadenza/sdk/store';
import { useModalSession } from '../../modals/connected/use-modal-session';
import { SongVideoPanel } from '../SongVideoPanel';
import { videoPanelModel, type VideoClip, type VideoRun } from '../video-panel-state';

export interface ConnectedSongVideoProps {
  readonly clip: VideoClip & { readonly id: string; readonly title?: string | null };
  /** Called once a render finished (the page refetches the song). */
  readonly onRendered?: () => void;
}

export function ConnectedSongVideo({ clip, onRendered }: ConnectedSongVideoProps) {
  const { client, clock, viewer } = useModalSession();
  const [run, setRun] = useState<VideoRun>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const generate = () => {
    abort.current?.abort();
    const own = new AbortController();
    abort.current = own;
    setRun({ status: 'rendering', tries: 0 });
    let tries = 0;
    void generateSongVideo(clip.id, {
      client,
      clock,
      signal: own.signal,
      onRead: () => setRun({ status: 'rendering', tries: ++tries }),
    }).then((result) => {
      if (own.signal.aborted) return;
      if (!result.ok) {
        setRun({ status: 'failed', message: result.message });
        return;
      }
      setRun({ status: 'done', videoUrl: result.value.video_url ?? '' });
      onRendered?.();
    });
  };

  return (
    <SongVideoPanel
      title={clip.title ?? ''}
      model={videoPanelModel(clip, run, viewer)}
      onGenerate={generate}
    />
  );
}
