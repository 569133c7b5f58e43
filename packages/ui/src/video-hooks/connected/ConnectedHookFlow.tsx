/**
 * The hook flow, connected: the viewer's finished songs, the video upload through the SDK's
 * flow (200 MB, 10 s to 120 s, processing polled every 2 s), and the post (createHook). A failed
 * upload stays on the upload screen with its message; a posted hook calls `onPosted` with its id
 * (the app goes to /hooks, which follows the render).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { HOOK_MESSAGES } from '@cadenza/sdk';
import { createHookFromDraft } from '@cadenza/sdk/store';
import { useCadenzaQuery, useVideoUpload } from '@cadenza/sdk/react';
import { useModalSession } from '../../modals/connected/use-modal-session';
import {
  afterFailedUpload,
  HOOK_FLOW_STEPS,
  hookDraft,
  initialTrim,
  minTrimS,
  moveTrim,
  postProblem,
  stepProblem,
  type HookFlowSong,
  type HookFlowStep,
  type HookPostFields,
  type HookTrim,
  type HookVideoState,
} from '../hook-flow-state';
import { HookFlowModal } from '../HookFlowModal';
import { pickedVideoProblem, readVideoDurationS } from '../video-file';

/** The trim bar's width in the 500 px modal (px) until it is measured, for the 10 px handle gap. */
const TRIM_BAR_PX = 440;

export interface ConnectedHookFlowProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The song the flow starts with (from its song page): it opens on the upload screen. */
  readonly songId?: string | null;
  readonly onPosted: (hookId: string) => void;
}

const EMPTY_FIELDS: HookPostFields = {
  title: '',
  caption: '',
  allowComments: true,
  showLyrics: true,
};

export function ConnectedHookFlow({
  open,
  onOpenChange,
  songId,
  onPosted,
}: ConnectedHookFlowProps) {
  const { client } = useModalSession();
  const feed = useCadenzaQuery('getFeedV2', { query: { page: 0 } }, { skip: !open });
  const songs = useMemo<HookFlowSong[] | null>(
    () =>
      feed.data
        ? feed.data.clips
            .filter((c) => c.status === 'complete' && (c.metadata?.duration ?? 0) > 0)
            .map((c) => ({
              id: c.id,
              title: c.title ?? '',
              durationS: c.metadata?.duration ?? 0,
              imageUrl: c.image_url ?? null,
            }))
        : null,
    [feed.data],
  );
  const [step, setStep] = useState<HookFlowStep>('song');
  const [song, setSong] = useState<HookFlowSong | null>(null);
  const [video, setVideo] = useState<HookVideoState>({ status: 'none' });
  const [trim, setTrim] = useState<HookTrim>({ videoStartS: 0, videoEndS: 0, songStartS: 0 });
  const [fields, setFields] = useState<HookPostFields>(EMPTY_FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const [trimBarPx, setTrimBarPx] = useState(TRIM_BAR_PX);
  const upload = useVideoUpload();
  // The song chosen now (the user may go back and change it while a video uploads) and the
  // latest pick: a pick replaced by a newer one (its upload cancelled) leaves the flow alone.
  const songNow = useRef(song);
  songNow.current = song;
  const latestPick = useRef(0);

  // Opened from a song: that song is chosen and the flow starts on the upload screen.
  useEffect(() => {
    if (!open || !songId || song || !songs) return;
    const found = songs.find((s) => s.id === songId);
    if (found) {
      setSong(found);
      setStep('video');
    }
  }, [open, songId, song, songs]);

  const running = upload.state.status === 'running' ? upload.state.progress : null;
  useEffect(() => {
    if (upload.state.status !== 'running') return;
    setVideo(
      running?.status === 'processing'
        ? { status: 'processing' }
        : { status: 'uploading', percent: running?.percent ?? 0 },
    );
  }, [upload.state.status, running?.status, running?.percent]);

  const reset = () => {
    latestPick.current += 1;
    upload.reset();
    if (video.status === 'ready') URL.revokeObjectURL(video.previewUrl);
    setStep('song');
    setSong(null);
    setVideo({ status: 'none' });
    setFields(EMPTY_FIELDS);
    setProblem(null);
  };

  const pickVideo = async (files: readonly File[]) => {
    const pick = (latestPick.current += 1);
    setProblem(null);
    setStep('video');
    const refused = pickedVideoProblem(files);
    const file = files[0];
    if (refused !== null || file === undefined) {
      setVideo({ status: 'failed', message: refused ?? HOOK_MESSAGES.selectVideo });
      return;
    }
    const previewUrl = URL.createObjectURL(file);
    const durationS = await readVideoDurationS(previewUrl);
    if (durationS === null) {
      // Not a video the browser can read: refused before anything is uploaded.
      URL.revokeObjectURL(previewUrl);
      setVideo({ status: 'failed', message: HOOK_MESSAGES.uploadVideoError });
      return;
    }
    if (pick !== latestPick.current) {
      URL.revokeObjectURL(previewUrl);
      return;
    }
    setVideo({ status: 'uploading', percent: 0 });
    const result = await upload.upload({
      file,
      filename: file.name,
      durationMs: Math.round(durationS * 1000),
      forHook: true,
      ...(song ? { clipId: song.id } : {}),
    });
    if (pick !== latestPick.current) {
      URL.revokeObjectURL(previewUrl);
      return;
    }
    if (!result.ok) {
      // An upload error reopens the song modal on the upload screen with its message (2-studio
      // §4 Hook), whichever step the user went back to meanwhile; the chosen song stays chosen.
      URL.revokeObjectURL(previewUrl);
      const failed = afterFailedUpload(result);
      setStep(failed.step);
      setVideo(failed.video);
      return;
    }
    setVideo({
      status: 'ready',
      uploadId: result.uploadId,
      s3Id: result.video.s3_id ?? result.uploadId,
      previewUrl,
      durationS,
    });
    const chosen = songNow.current;
    if (chosen) setTrim(initialTrim(chosen.durationS, durationS));
  };

  const limits = (current: HookFlowSong, ready: HookVideoState) => ({
    songS: current.durationS,
    videoS: ready.status === 'ready' ? ready.durationS : 0,
    pxPerSecond: ready.status === 'ready' && ready.durationS > 0 ? trimBarPx / ready.durationS : 0,
  });

  const next = () => {
    const stop = stepProblem(step, song, video);
    setProblem(stop);
    if (stop) return;
    setStep(HOOK_FLOW_STEPS[HOOK_FLOW_STEPS.indexOf(step) + 1] ?? step);
  };

  const post = async () => {
    const stop = postProblem(song, video, trim);
    setProblem(stop);
    if (stop || !song || video.status !== 'ready') return;
    setPosting(true);
    const created = await createHookFromDraft(hookDraft(song, video, trim, fields), { client });
    setPosting(false);
    if (!created.ok) {
      setProblem(created.message);
      return;
    }
    reset();
    onPosted(created.hookId);
  };

  const pxPerSecond = song ? limits(song, video).pxPerSecond : 0;
  return (
    <HookFlowModal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      step={step}
      songs={songs}
      song={song}
      video={video}
      trim={trim}
      minTrimS={minTrimS(pxPerSecond)}
      fields={fields}
      problem={problem}
      posting={posting}
      onPickSong={(picked) => {
        setSong(picked);
        setProblem(null);
        if (video.status === 'ready') setTrim(initialTrim(picked.durationS, video.durationS));
      }}
      onPickVideo={(files) => void pickVideo(files)}
      onTrim={(changed) => song && setTrim(moveTrim(changed, limits(song, video)))}
      onTrimWidthPx={(px) => px > 0 && setTrimBarPx(px)}
      onFields={setFields}
      onBack={() => {
        setProblem(null);
        setStep(HOOK_FLOW_STEPS[HOOK_FLOW_STEPS.indexOf(step) - 1] ?? step);
      }}
      onNext={next}
      onPost={() => void post()}
    />
  );
}
