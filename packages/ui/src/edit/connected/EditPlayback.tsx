/**
 * Edit mode's transport: the studio's PlaybackBar over the edit session's audio (the worklet
 * through the Tone transport, in edit mode: stopping resets the scrub position, §5 Keyboard).
 */
import { useCadenzaClock } from '@cadenza/sdk/react';
import type { StudioSession } from '@cadenza/studio-engine';
import { PlaybackBar } from '../../studio/playback/PlaybackBar';
import { useStudioAudio } from '../../studio/playback/use-studio-audio';

export interface EditAudioOptions {
  /** URL of the bundled worklet processor. */
  readonly moduleUrl: string;
}

export function EditPlayback({
  session,
  moduleUrl,
}: EditAudioOptions & { readonly session: StudioSession }) {
  const clock = useCadenzaClock();
  const { audio } = useStudioAudio(session, { moduleUrl, clock });
  return <PlaybackBar session={session} audio={audio} />;
}
