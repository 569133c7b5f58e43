/**
 * The hook flow (2-studio §2 hook flow screens, §4 Hook, §5 Hook post): select the song, upload
 * a video and trim it over the song, then the post step (title, caption, allow comments, show
 * lyrics). Props only: the connected wrapper runs the upload and the post.
 */
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { Slider } from '../primitives/Slider';
import { Switch } from '../primitives/Switch';
import { TextField } from '../primitives/TextField';
import { Textarea } from '../primitives/Textarea';
import * as modal from '../modals/modals.css';
import { DropZone } from '../uploads/DropZone';
import {
  HOOK_FLOW_STEPS,
  initialTrim,
  trimLengthS,
  type HookFlowSong,
  type HookFlowStep,
  type HookPostFields,
  type HookTrim,
  type HookVideoState,
} from './hook-flow-state';
import { HookTrimBar } from './HookTrimBar';
import { formatSeconds, HOOK_LABELS as L } from './labels';
import * as styles from './HookFlow.css';

export interface HookFlowModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly step: HookFlowStep;
  /** The viewer's finished songs (null while loading). */
  readonly songs: readonly HookFlowSong[] | null;
  readonly song: HookFlowSong | null;
  readonly video: HookVideoState;
  readonly trim: HookTrim;
  /** The trim's minimum length (s): 10 s, or 10 px when wider. */
  readonly minTrimS: number;
  readonly fields: HookPostFields;
  /** The message stopping the current step, shown after a try. */
  readonly problem: string | null;
  readonly posting: boolean;
  readonly onPickSong: (song: HookFlowSong) => void;
  /** The picked or dropped files (the flow takes one video). */
  readonly onPickVideo: (files: readonly File[]) => void;
  readonly onTrim: (trim: HookTrim) => void;
  /** The trim bar's width (px), for the 10 px handle gap. */
  readonly onTrimWidthPx?: (widthPx: number) => void;
  readonly onFields: (fields: HookPostFields) => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
  readonly onPost: () => void;
}

export function HookFlowModal(props: HookFlowModalProps) {
  const { open, onOpenChange, step, problem, posting } = props;
  const index = HOOK_FLOW_STEPS.indexOf(step);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content className={styles.frame} aria-describedby={undefined}>
        <Dialog.Title>{L.steps[step]}</Dialog.Title>
        <p className={styles.stepper}>
          {L.flowTitle} · {index + 1}/{HOOK_FLOW_STEPS.length}
        </p>
        <div className={styles.body}>
          {step === 'song' ? <SongStep {...props} /> : null}
          {step === 'video' ? <VideoStep {...props} /> : null}
          {step === 'post' ? <PostStep {...props} /> : null}
          {problem ? (
            <p role="alert" className={modal.error}>
              {problem}
            </p>
          ) : null}
        </div>
        <Dialog.Footer>
          {index > 0 ? (
            <Button variant="ghost" onClick={props.onBack} disabled={posting}>
              {L.back}
            </Button>
          ) : null}
          {step === 'post' ? (
            <Button variant="primary" onClick={props.onPost} loading={posting}>
              {posting ? L.posting : L.post}
            </Button>
          ) : (
            <Button variant="primary" onClick={props.onNext}>
              {L.next}
            </Button>
          )}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function SongStep({ songs, song, onPickSong }: HookFlowModalProps) {
  if (songs === null) return <p className={modal.muted}>…</p>;
  if (songs.length === 0) return <p className={modal.muted}>{L.noSongs}</p>;
  return (
    <ul className={styles.songList} aria-label={L.songList}>
      {songs.map((s) => (
        <li key={s.id}>
          <button
            type="button"
            className={modal.option}
            aria-pressed={song?.id === s.id}
            onClick={() => onPickSong(s)}
          >
            {s.imageUrl ? <img className={modal.thumb} src={s.imageUrl} alt="" /> : null}
            <span className={modal.optionText}>
              <span>{s.title}</span>
              <span className={modal.muted}>{formatSeconds(s.durationS)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function VideoStep(props: HookFlowModalProps) {
  const { song, video, onPickVideo } = props;
  const progress =
    video.status === 'uploading'
      ? { label: L.uploading, value: video.percent }
      : video.status === 'processing'
        ? { label: L.processing, value: null }
        : null;
  return (
    <>
      {video.status === 'ready' && song ? <VideoTrim {...props} video={video} song={song} /> : null}
      <DropZone
        prompt={video.status === 'ready' ? L.dropAnother : L.dropVideo}
        activePrompt={L.dropActive}
        pickLabel={video.status === 'ready' ? L.chooseAnother : L.chooseVideo}
        accept="video/*"
        limits={L.videoHint}
        onFiles={onPickVideo}
        compact={video.status === 'ready'}
        progress={progress}
      />
      {video.status === 'failed' ? (
        <p role="alert" className={modal.error}>
          {video.description ? (
            <>
              <strong>{video.message}</strong>
              <br />
              {video.description}
            </>
          ) : (
            video.message
          )}
        </p>
      ) : null}
    </>
  );
}

/** The picked video's preview, its trim bar and where the song snippet starts. */
function VideoTrim(
  props: HookFlowModalProps & {
    readonly video: Extract<HookVideoState, { status: 'ready' }>;
    readonly song: HookFlowSong;
  },
) {
  const { song, video, trim, minTrimS, onTrim } = props;
  const length = trimLengthS(trim);
  return (
    <>
      <video
        className={styles.video}
        src={`${video.previewUrl}#t=${trim.videoStartS}`}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={L.preview}
      />
      <HookTrimBar
        startS={trim.videoStartS}
        endS={trim.videoEndS}
        durationS={video.durationS}
        minGapS={minTrimS}
        onChange={(startS, endS) => onTrim({ ...trim, videoStartS: startS, videoEndS: endS })}
        onClear={() => onTrim(initialTrim(song.durationS, video.durationS))}
        {...(props.onTrimWidthPx ? { onWidthPx: props.onTrimWidthPx } : {})}
      />
      <Slider
        label={L.songStart}
        value={trim.songStartS}
        min={0}
        max={Math.max(0, song.durationS - length)}
        step={0.2}
        formatValue={formatSeconds}
        onValueChange={(songStartS) => onTrim({ ...trim, songStartS })}
      />
      <p className={styles.note}>{L.length(formatSeconds(length))}</p>
    </>
  );
}

function PostStep({ fields, onFields, song }: HookFlowModalProps) {
  return (
    <>
      {song ? <p className={styles.note}>{L.song(song.title)}</p> : null}
      <TextField
        label={L.title}
        value={fields.title}
        onValueChange={(title) => onFields({ ...fields, title })}
        maxLength={100}
      />
      <Textarea
        label={L.caption}
        value={fields.caption}
        onValueChange={(caption) => onFields({ ...fields, caption })}
        rows={3}
      />
      <Switch
        label={L.allowComments}
        checked={fields.allowComments}
        onCheckedChange={(allowComments) => onFields({ ...fields, allowComments })}
      />
      <Switch
        label={L.showLyrics}
        checked={fields.showLyrics}
        onCheckedChange={(showLyrics) => onFields({ ...fields, showLyrics })}
      />
    </>
  );
}
