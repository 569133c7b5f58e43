/**
 * The embed player (2-studio §1 /embed/{id}): a compact card for a public song, with its cover,
 * title, artist, play/pause, a seek bar and a link back to the song page. It plays through its own
 * <audio> element (an embed has no app shell and no playbar). A private or missing song shows
 * 'This song is private or does not exist.'
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../primitives/Button';
import { formatDuration } from '../song/view-models';
import { EMBED_LABELS as L } from './labels';
import * as styles from './EmbedPlayer.css';

export interface EmbedSong {
  readonly id: string;
  readonly title: string;
  readonly handle: string;
  readonly imageUrl: string | null;
  readonly audioUrl: string | null;
  /** The song's length in seconds when known (before the audio's metadata loads). */
  readonly durationS: number | null;
}

export type EmbedPlayerProps =
  | { readonly state: 'loading' }
  | { readonly state: 'unavailable' }
  | { readonly state: 'ready'; readonly song: EmbedSong; readonly songHref: string };

export function EmbedPlayer(props: EmbedPlayerProps) {
  if (props.state !== 'ready')
    return (
      <div className={styles.card}>
        <p className={styles.message} role={props.state === 'unavailable' ? 'alert' : 'status'}>
          {props.state === 'unavailable' ? L.unavailable : L.loading}
        </p>
      </div>
    );
  return <ReadyEmbed song={props.song} songHref={props.songHref} />;
}

function ReadyEmbed({ song, songHref }: { song: EmbedSong; songHref: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(song.durationS ?? 0);
  useEffect(() => {
    const el = audio.current;
    if (!el) return undefined;
    const sync = () => {
      setPlaying(!el.paused);
      setPosition(el.currentTime);
      if (Number.isFinite(el.duration) && el.duration > 0) setDuration(el.duration);
    };
    const events = ['play', 'pause', 'timeupdate', 'loadedmetadata', 'ended', 'seeked'] as const;
    events.forEach((e) => el.addEventListener(e, sync));
    return () => events.forEach((e) => el.removeEventListener(e, sync));
  }, []);
  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setPlaying(false));
    else el.pause();
  };
  const seek = (seconds: number) => {
    if (audio.current) audio.current.currentTime = seconds;
    setPosition(seconds);
  };
  return (
    <article className={styles.card} aria-label={song.title}>
      {song.imageUrl ? (
        // Lazy: the host page's load event does not wait for a cover the server may still be
        // drawing (issue 31 item 10: /embed took 12.8 s to its load event).
        <img
          className={styles.cover}
          src={song.imageUrl}
          alt={L.cover(song.title)}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={styles.cover} />
      )}
      <div className={styles.body}>
        <h1 className={styles.title}>{song.title}</h1>
        <p className={styles.artist}>@{song.handle}</p>
        <div className={styles.controls}>
          <Button variant="primary" size="small" onClick={toggle} disabled={!song.audioUrl}>
            {playing ? L.pause : L.play}
          </Button>
          <input
            className={styles.seek}
            type="range"
            aria-label={L.seek}
            min={0}
            max={Math.max(duration, 0.01)}
            step={0.1}
            value={Math.min(position, duration)}
            onChange={(event) => seek(Number(event.currentTarget.value))}
          />
          <span className={styles.time}>
            {formatDuration(position) ?? '0:00'} / {formatDuration(duration) ?? '0:00'}
          </span>
        </div>
        <a className={styles.link} href={songHref} target="_blank" rel="noreferrer">
          {L.openSong}
        </a>
      </div>
      {song.audioUrl ? <audio ref={audio} src={song.audioUrl} preload="none" /> : null}
    </article>
  );
}
