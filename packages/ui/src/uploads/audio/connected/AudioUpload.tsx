/**
 * The connected audio upload modal: the viewer's limits (plan, flags, the server's
 * audioUploadLimits), the terms acceptance (persisted with its timestamp), the microphone, and
 * the SDK's upload flow with its progress card. After Save to Library, Continue goes to /create
 * unless the app is already on /create, /create/v2 or /studio; Cover and Extend open /create
 * with the new clip (or the picked library song) as the reference. `onUploaded` lets the studio
 * add the clip to its project.
 */
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import {
  canUpload as mayUpload,
  uploadContinueTarget,
  uploadLimits,
  type UploadLimits,
} from '@cadenza/sdk';
import { useAudioUpload, useCadenzaQuery } from '@cadenza/sdk/react';
import type { AudioUploadInput, AudioUploadResult, Clip } from '@cadenza/sdk/store';
import { useModalSession } from '../../../modals/connected/use-modal-session';
import { AudioUploadModal } from '../AudioUploadModal';
import { browserAudioDecoder, readAudioDraft, trimmedFile, type AudioDecoder } from '../audio-file';
import { LibraryPicker } from '../LibraryPicker';
import type { UploadCardState } from '../UploadProgressCard';
import {
  hasWork,
  initialUploadModalState,
  pickedFilesProblem,
  titleOrDefault,
  uploadModalReducer,
  type FinalizeChoice,
} from '../upload-modal-state';
import { useMicrophoneRecording } from '../use-microphone-recording';
import { AUDIO_UPLOAD_LABELS as L } from '../labels';

export interface AudioUploadProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The app's current path (where Continue goes depends on it). */
  readonly pathname: string;
  readonly onNavigate: (href: string) => void;
  /** A new upload clip (the studio adds it to its project). */
  readonly onUploaded?: (clip: Clip) => void;
  /** Decodes the chosen file (the browser's decodeAudioData by default). */
  readonly decoder?: AudioDecoder;
}

const remixHref = (clipId: string, choice: Exclude<FinalizeChoice, 'save'>) =>
  `/create?remix_clip=${encodeURIComponent(clipId)}&remix_type=${choice}`;

function cardOf(
  running: ReturnType<typeof useAudioUpload>['state'],
  outcome: AudioUploadResult | null,
  title: string,
): UploadCardState | null {
  if (running.status === 'running')
    return {
      kind: 'running',
      status: running.progress?.status ?? 'uploading',
      percent: running.progress?.percent ?? null,
    };
  if (outcome === null) return null;
  if (outcome.ok) return { kind: 'complete', title, vocals: outcome.vocalsDetected };
  if (outcome.reason === 'cancelled' || outcome.reason === 'copyright') return null;
  return {
    kind: 'failed',
    message: outcome.message,
    ...(outcome.notice?.description ? { description: outcome.notice.description } : {}),
  };
}

function useLimits(): { limits: UploadLimits; canUpload: boolean } {
  const { viewer, flags, session } = useModalSession();
  return useMemo(() => {
    const server = session?.audioUploadLimits ?? null;
    if (viewer === null)
      return { limits: uploadLimits({ id: '', plan: 'free' }, flags, server), canUpload: false };
    return { limits: uploadLimits(viewer, flags, server), canUpload: mayUpload(viewer, flags) };
  }, [viewer, flags, session]);
}

export function AudioUpload(props: AudioUploadProps) {
  const { limits, canUpload } = useLimits();
  const { clock } = useModalSession();
  const upload = useAudioUpload();
  const [state, dispatch] = useReducer(
    uploadModalReducer,
    upload.termsAcceptedAt,
    initialUploadModalState,
  );
  const [decoding, setDecoding] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const [outcome, setOutcome] = useState<AudioUploadResult | null>(null);
  const [copyright, setCopyright] = useState(false);
  const [fileName, setFileName] = useState('');
  const lastInput = useRef<Omit<AudioUploadInput, 'termsAcceptedAt'> | null>(null);
  const decode = props.decoder ?? browserAudioDecoder;

  const readDraft = useCallback(
    async (file: Blob, filename: string, title: string | null = null) => {
      setDecoding(true);
      const draft = await readAudioDraft(file, filename, decode, title);
      setDecoding(false);
      if (draft === null) dispatch({ type: 'refused', message: L.undecodable });
      else dispatch({ type: 'draft-ready', draft, limits });
    },
    [decode, limits],
  );
  const recording = useMicrophoneRecording(clock, (file) => {
    const blob = new Blob([file.wav.slice().buffer as ArrayBuffer], { type: 'audio/wav' });
    void readDraft(blob, `${file.name}.wav`, file.title);
  });
  const library = useCadenzaQuery('getFeedV2', { query: { page: 0 } }, { skip: !libraryOpen });

  const close = () => {
    upload.reset();
    setOutcome(null);
    dispatch({ type: 'reset' });
    setLibraryOpen(false);
    props.onClose();
  };
  const run = async (input: Omit<AudioUploadInput, 'termsAcceptedAt'>) => {
    lastInput.current = input;
    setFileName(input.filename);
    setOutcome(null);
    const result = await upload.upload(input);
    setOutcome(result);
    if (result.ok) {
      props.onUploaded?.(result.clip);
      if (state.choice !== 'save') {
        close();
        props.onNavigate(remixHref(result.clip.id, state.choice));
      }
    } else if (result.reason === 'copyright') setCopyright(true);
    else if (result.reset === true) dispatch({ type: 'reset' });
  };
  const submit = () => {
    if (state.libraryClip !== null && state.choice !== 'save') {
      const href = remixHref(state.libraryClip.id, state.choice);
      close();
      props.onNavigate(href);
      return;
    }
    if (state.draft === null || state.trim === null) return;
    const { file, filename } = trimmedFile(state.draft, state.trim);
    void run({ file, filename, title: titleOrDefault(state.title) });
  };
  const running = upload.state.status === 'running';
  const card = cardOf(upload.state, outcome, titleOrDefault(state.title));

  return (
    <AudioUploadModal
      open={props.open}
      state={state}
      limits={limits}
      canUpload={canUpload}
      upload={card === null ? null : { fileName, state: card }}
      recording={recording.live}
      decoding={decoding}
      subscribeOpen={subscribeOpen}
      copyrightWarning={copyright}
      library={
        libraryOpen ? (
          <LibraryPicker
            songs={
              library.data
                ? library.data.clips.map((clip) => ({
                    id: clip.id,
                    title: clip.title ?? '',
                    imageUrl: clip.image_url ?? null,
                  }))
                : null
            }
            onPick={(song) => dispatch({ type: 'library-picked', clip: song })}
          />
        ) : null
      }
      onAcceptTerms={() => {
        upload.acceptTerms();
        dispatch({ type: 'terms-accepted' });
      }}
      onFiles={(files) => {
        const problem = pickedFilesProblem(files);
        const [file] = files;
        if (problem !== null) dispatch({ type: 'refused', message: problem });
        else if (file !== undefined) void readDraft(file, file.name);
      }}
      onLibrary={() => setLibraryOpen((open) => !open)}
      onRecord={() => {
        dispatch({ type: 'error-cleared' });
        recording.start();
      }}
      onStopRecording={recording.stop}
      onRangeChange={(range) => dispatch({ type: 'trim-changed', range, limits })}
      onTitleChange={(title) => dispatch({ type: 'title-changed', title })}
      onChoiceChange={(choice) => dispatch({ type: 'choice-changed', choice })}
      onBack={() => dispatch({ type: 'back' })}
      onNext={() => dispatch({ type: 'next' })}
      onSubmit={submit}
      onSubscribeOpenChange={setSubscribeOpen}
      onCancelUpload={upload.cancel}
      {...(outcome !== null && !outcome.ok && lastInput.current
        ? { onRetry: () => lastInput.current && void run(lastInput.current) }
        : {})}
      onContinue={() => {
        const target = uploadContinueTarget(props.pathname);
        close();
        if (target !== null) props.onNavigate(target);
      }}
      onCloseCopyrightWarning={() => setCopyright(false)}
      onRequestClose={() => {
        if (outcome?.ok === true || (!hasWork(state) && !running)) close();
        else dispatch({ type: 'close-requested' });
      }}
      onDiscard={close}
      onKeepEditing={() => dispatch({ type: 'discard-cancelled' })}
    />
  );
}
