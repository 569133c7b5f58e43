/**
 * The song video on the song page (2-studio §4 Video): the player when a video exists (a note
 * when the lyrics changed since), the render's progress, its failure ('Error generating video',
 * 'Video generation timed out. Please try again.'), and Generate / Regenerate for those who may.
 */
import { Button } from '../primitives/Button';
import { Progress } from '../primitives/Progress';
import { VIDEO_LABELS as L } from './labels';
import type { VideoPanelModel } from './video-panel-state';
import * as styles from './SongVideoPanel.css';

export interface SongVideoPanelProps {
  readonly title: string;
  readonly model: VideoPanelModel;
  readonly onGenerate: () => void;
}

export function SongVideoPanel({ title, model, onGenerate }: SongVideoPanelProps) {
  const { state, action } = model;
  return (
    <section className={styles.panel} aria-labelledby="song-video-title">
      <h2 id="song-video-title" className={styles.heading}>
        {L.title}
      </h2>
      {state.kind === 'ready' ? (
        <video
          className={styles.video}
          src={state.url}
          controls
          playsInline
          preload="metadata"
          aria-label={L.player(title)}
        />
      ) : null}
      {state.kind === 'ready' && state.stale ? <p className={styles.note}>{L.stale}</p> : null}
      {state.kind === 'none' ? <p className={styles.note}>{L.noVideo}</p> : null}
      {state.kind === 'rendering' ? <Progress label={L.rendering} value={state.progress} /> : null}
      {state.kind === 'rendering' ? <p className={styles.note}>{L.rendering}</p> : null}
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
      {action !== null ? (
        <div className={styles.actions}>
          <Button
            variant={action === 'generate' ? 'primary' : 'secondary'}
            size="small"
            onClick={onGenerate}
          >
            {action === 'generate' ? L.generate : L.regenerate}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
