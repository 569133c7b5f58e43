/**
 * The hook page (/hook/{hookId} and the shareable /@{handle}/hook/{hookId}; 2-studio §1): the
 * rendered hook video played over its song snippet, its title, owner, caption and song, and
 * 'Copy hook link'. A hook still rendering, failed, or not visible says so.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../primitives/Button';
import { AppLink, type Navigate } from '../playlist-page/AppLink';
import { HOOK_LABELS as L } from './labels';
import * as styles from './HookPages.css';

export interface HookView {
  readonly id: string;
  readonly title: string;
  readonly caption?: string | null;
  readonly handle: string | null;
  readonly status: string;
  readonly videoUrl: string | null;
  readonly audioUrl: string | null;
  readonly imageUrl?: string | null;
  readonly songId: string | null;
  readonly songTitle: string | null;
  readonly songStartS: number;
  readonly videoStartS: number;
  readonly videoEndS: number;
  readonly errorMessage?: string | null;
}

/** The words of the missing-hook page (the app's locale files may replace them). */
export interface HookMissingLabels {
  readonly notFoundTitle: string;
  readonly unavailable: string;
  readonly browseHooks: string;
}

export type HookPlayerProps =
  | { readonly state: 'loading' }
  | {
      readonly state: 'unavailable';
      readonly labels?: HookMissingLabels;
      readonly onNavigate?: Navigate;
    }
  | {
      readonly state: 'ready';
      readonly hook: HookView;
      readonly onCopyLink: () => void;
      readonly onNavigate?: Navigate;
    };

/** A missing, private or unknown hook id: a page of its own, with the way to the hook list. */
function HookMissing({
  labels = L,
  onNavigate,
}: {
  readonly labels?: HookMissingLabels | undefined;
  readonly onNavigate?: Navigate | undefined;
}) {
  return (
    <section className={styles.page} data-state="not-found" aria-labelledby="hook-missing-title">
      <h1 id="hook-missing-title" className={styles.heading}>
        {labels.notFoundTitle}
      </h1>
      <p className={styles.muted}>{labels.unavailable}</p>
      <AppLink className={styles.link} href="/hooks" onNavigate={onNavigate}>
        {labels.browseHooks}
      </AppLink>
    </section>
  );
}

export function HookPlayer(props: HookPlayerProps) {
  if (props.state === 'unavailable')
    return <HookMissing labels={props.labels} onNavigate={props.onNavigate} />;
  if (props.state === 'loading')
    return (
      <section className={styles.page}>
        <p className={styles.muted} role="status">
          {L.loading}
        </p>
      </section>
    );
  const { hook, onCopyLink, onNavigate } = props;
  const passed = hook.status === 'rendered_passed_moderation';
  return (
    <section className={styles.page} aria-labelledby="hook-title">
      <div className={styles.player}>
        {passed && hook.videoUrl ? (
          <SyncedHookVideo hook={hook} />
        ) : hook.imageUrl ? (
          <img className={styles.video} src={hook.imageUrl} alt="" />
        ) : null}
        <div className={styles.details}>
          <h1 id="hook-title" className={styles.heading}>
            {hook.title}
          </h1>
          {hook.handle ? (
            <AppLink className={styles.link} href={`/@${hook.handle}`} onNavigate={onNavigate}>
              {L.by(hook.handle)}
            </AppLink>
          ) : null}
          {!passed ? (
            <p
              className={
                hook.status === 'pending' || hook.status === 'rendering'
                  ? styles.muted
                  : styles.error
              }
              role="status"
            >
              {L.status[hook.status] ?? hook.status}
              {hook.errorMessage ? ` · ${hook.errorMessage}` : ''}
            </p>
          ) : null}
          {hook.caption ? <p className={styles.caption}>{hook.caption}</p> : null}
          {hook.songId && hook.songTitle ? (
            <AppLink className={styles.link} href={`/song/${hook.songId}`} onNavigate={onNavigate}>
              {L.song(hook.songTitle)}
            </AppLink>
          ) : null}
          <div className={styles.actions}>
            <Button size="small" onClick={onCopyLink}>
              {L.copyLink}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The hook video over its song: the video (muted) from its segment's start and the song from the
 * snippet's start play together, and both stop at the segment's end.
 */
function SyncedHookVideo({ hook }: { readonly hook: HookView }) {
  const video = useRef<HTMLVideoElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const lengthS = hook.videoEndS - hook.videoStartS;

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const onTime = () => {
      if (v.currentTime >= hook.videoEndS) {
        v.pause();
        audio.current?.pause();
        setPlaying(false);
      }
    };
    v.addEventListener('timeupdate', onTime);
    return () => v.removeEventListener('timeupdate', onTime);
  }, [hook.videoEndS]);

  const toggle = async () => {
    const v = video.current;
    const a = audio.current;
    if (!v) return;
    if (playing) {
      v.pause();
      a?.pause();
      setPlaying(false);
      return;
    }
    const offset = Math.min(Math.max(v.currentTime - hook.videoStartS, 0), lengthS);
    const from = offset >= lengthS - 0.05 ? 0 : offset;
    v.currentTime = hook.videoStartS + from;
    if (a) a.currentTime = hook.songStartS + from;
    setPlaying(true);
    await Promise.allSettled([v.play(), a?.play()]);
  };

  return (
    <div className={styles.videoColumn}>
      <video
        ref={video}
        className={styles.video}
        src={`${hook.videoUrl ?? ''}#t=${hook.videoStartS}`}
        muted
        playsInline
        preload="auto"
        aria-label={L.player(hook.title)}
        onClick={() => void toggle()}
      />
      {hook.audioUrl ? <audio ref={audio} src={hook.audioUrl} preload="auto" /> : null}
      <div className={styles.actions}>
        <Button variant="primary" size="small" onClick={() => void toggle()}>
          {playing ? L.pause : L.play}
        </Button>
      </div>
    </div>
  );
}
