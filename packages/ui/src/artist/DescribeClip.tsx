/**
 * Describe Clip (1-generation §2 /b-side/describe-clip?clipId=, opened in a new tab from the song
 * menu): what a clip is made of: its cover, title and maker, styles and excluded styles, prompt
 * or lyrics, model, duration, vocals, plays and creation date. A missing clipId, or a clip that
 * is missing or private, shows a page of its own. The song itself comes rendered by the caller.
 */
import type { ReactNode } from 'react';
import { playCountLabel } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { Button } from '../primitives/Button';
import { Skeleton } from '../primitives/Skeleton';
import { fill } from '../playlist-page/labels';
import { DESCRIBE_CLIP_LABELS, type DescribeClipLabels } from './labels';
import * as styles from './Artist.css';

export interface DescribeClipProps {
  readonly load: 'missing' | 'loading' | 'ready' | 'notFound';
  readonly clip?: Clip | null;
  /** The playable song row. */
  readonly song?: ReactNode;
  readonly onOpenSong: (clipId: string) => void;
  readonly labels?: DescribeClipLabels;
}

const minutes = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

function Failure({ title, body }: { readonly title: string; readonly body: string }) {
  return (
    <div className={styles.failure} role="alert">
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.muted}>{body}</p>
    </div>
  );
}

export function DescribeClip({
  load,
  clip = null,
  song,
  onOpenSong,
  labels = DESCRIBE_CLIP_LABELS,
}: DescribeClipProps) {
  if (load === 'missing') return <Failure title={labels.missingTitle} body={labels.missingBody} />;
  if (load === 'notFound' || (load === 'ready' && clip === null))
    return <Failure title={labels.notFoundTitle} body={labels.notFoundBody} />;
  if (load === 'loading' || clip === null)
    return (
      <div className={styles.page} role="status" aria-busy="true" aria-label={labels.loading}>
        <Skeleton height={160} width={160} />
        <Skeleton height={120} />
      </div>
    );
  const meta = clip.metadata;
  const text = (value: string | null | undefined) =>
    value != null && value.trim() !== '' ? value : labels.none;
  const facts: readonly [string, string][] = [
    [labels.styles, text(meta?.tags)],
    [labels.excludedStyles, text(meta?.negative_tags)],
    [
      meta?.gpt_description_prompt ? labels.prompt : labels.lyrics,
      text(meta?.gpt_description_prompt ?? meta?.prompt),
    ],
    [labels.model, text(clip.major_model_version ?? clip.model_name)],
    [labels.duration, meta?.duration != null ? minutes(meta.duration) : labels.none],
    [labels.vocals, meta?.has_vocal === false ? labels.instrumental : labels.withVocals],
    [labels.plays, playCountLabel(clip.play_count ?? 0)],
    [labels.created, new Date(clip.created_at).toISOString().slice(0, 10)],
  ];
  return (
    <article className={styles.page} aria-label={labels.title} data-clip-id-described={clip.id}>
      <div className={styles.header}>
        {clip.image_url ? <img className={styles.cover} src={clip.image_url} alt="" /> : null}
        <div className={styles.section}>
          <span className={styles.count}>{labels.title}</span>
          <h1 className={styles.heading}>{clip.title}</h1>
          {clip.user_handle ? (
            <p className={styles.muted}>{fill(labels.by, { handle: clip.user_handle })}</p>
          ) : null}
          <div>
            <Button size="small" onClick={() => onOpenSong(clip.id)}>
              {labels.openSong}
            </Button>
          </div>
        </div>
      </div>
      {song}
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
