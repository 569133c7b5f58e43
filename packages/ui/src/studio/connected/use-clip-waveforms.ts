// The clips' waveforms as the Timeline takes them (audio by id, a page lookup and a version that
// changes when pages can be drawn), kept in line with the session's media; audio that cannot be
// decoded marks its clip missing in the session.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { StudioSession, StudioSessionSnapshot } from '@cadenza/studio-engine';
import { browserAudioDecoder, createClipWaveforms, type AudioDecoder } from './waveforms';

export function useClipWaveforms(
  session: StudioSession | null,
  media: StudioSessionSnapshot['media'] | undefined,
  decode: AudioDecoder = browserAudioDecoder,
) {
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const [waveforms] = useState(() =>
    createClipWaveforms(decode, (clipId) =>
      sessionRef.current?.dispatch({ type: 'media/failed', clipId }),
    ),
  );
  useEffect(() => {
    if (media !== undefined) waveforms.update(media);
  }, [waveforms, media]);
  const version = useSyncExternalStore(waveforms.subscribe, waveforms.version, waveforms.version);
  return { audio: waveforms.audio(), peaks: waveforms.peaks, version };
}
