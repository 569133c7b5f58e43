/**
 * The connected live radio: LiveRadioView over the SDK's live radio controller
 * (createLiveRadio) for one station, playing through an AudioOutput over its own
 * <audio data-testid="radio-audio">. Every change of the controller and every time report of
 * the audio asks the controller where the output should be: another song on air switches to it,
 * a drift over 2 s seeks (3-library-social §4 Live radio). The song titles come from
 * GET /api/clips/get_songs_by_ids.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { RADIO_MESSAGES } from '@cadenza/sdk';
import {
  createLiveRadio,
  type LiveRadio as Controller,
  type LiveRadioSnapshot,
} from '@cadenza/sdk/store';
import { useCadenzaQuery, useCadenzaStore } from '@cadenza/sdk/react';
import type { AudioOutput } from '../../player/audio-output';
import { createHtmlAudioOutput } from '../../player/html-audio-output';
import type { CreateAudioOutput } from '../../player/connected/use-audio-output';
import { RADIO_LABELS, type RadioLabels } from '../labels';
import { LiveRadioView, type RadioSongView } from '../LiveRadio';
import { applyRadioSync } from './apply-radio-sync';

export interface LiveRadioProps {
  /** The living radio station (a song id, or tag:{style}). */
  readonly stationId: string;
  readonly createOutput?: CreateAudioOutput;
  readonly labels?: RadioLabels;
}

const noSubscribe = () => () => undefined;
const noSnapshot = () => null;

function useController(stationId: string): Controller | null {
  const store = useCadenzaStore();
  const [radio, setRadio] = useState<Controller | null>(null);
  useEffect(() => {
    const created = createLiveRadio(store, stationId);
    setRadio(created);
    return () => created.dispose();
  }, [store, stationId]);
  return radio;
}

/** Titles and covers of the schedule's songs. */
function useSongViews(snapshot: LiveRadioSnapshot | null) {
  const ids = (snapshot?.songs ?? []).map((song) => song.song_id);
  const clips = useCadenzaQuery(
    'getSongsByIds',
    { query: { ids: ids.join(',') } },
    { skip: ids.length === 0 },
  );
  const byId = new Map((clips.data?.clips ?? []).map((clip) => [clip.id, clip]));
  return (id: string): RadioSongView => ({
    id,
    title: byId.get(id)?.title ?? '',
    imageUrl: byId.get(id)?.image_url ?? null,
  });
}

export function LiveRadio({
  stationId,
  createOutput = createHtmlAudioOutput,
  labels = RADIO_LABELS,
}: LiveRadioProps) {
  const radio = useController(stationId);
  const snapshot = useSyncExternalStore(
    radio?.subscribe ?? noSubscribe,
    radio?.getSnapshot ?? noSnapshot,
  );
  const element = useRef<HTMLAudioElement>(null);
  const [output, setOutput] = useState<AudioOutput | null>(null);
  /** The schedule song the output holds. */
  const loaded = useRef<string | null>(null);
  const [tunedIn, setTunedIn] = useState(false);
  const songView = useSongViews(snapshot);

  useEffect(() => {
    if (element.current === null) return undefined;
    const created = createOutput(element.current);
    setOutput(created);
    return () => created.dispose();
  }, [createOutput]);

  useEffect(() => {
    if (radio === null || output === null) return undefined;
    return output.listen({
      time: (positionS) =>
        applyRadioSync(output, loaded, radio.sync({ songId: loaded.current, positionS })),
      ended: () => radio.songEnded(),
      error: () => radio.audioError(),
    });
  }, [radio, output]);

  useEffect(() => {
    if (radio === null || output === null || snapshot === null) return;
    output.setVolume(snapshot.volume / 100);
    if (snapshot.status !== 'playing') {
      if (!output.snapshot().paused) output.pause();
      return;
    }
    const { currentTimeS } = output.snapshot();
    applyRadioSync(output, loaded, radio.sync({ songId: loaded.current, positionS: currentTimeS }));
    if (output.snapshot().paused && loaded.current !== null) output.play();
  }, [radio, output, snapshot]);

  const songs = snapshot?.songs ?? [];
  const at = songs.findIndex((song) => song.song_id === snapshot?.currentSongId);
  return (
    <LiveRadioView
      labels={labels}
      status={snapshot?.status ?? 'paused'}
      onAir={at >= 0 ? songView(songs[at]!.song_id) : null}
      upNext={songs.slice(at + 1).map((song) => songView(song.song_id))}
      volume={snapshot?.volume ?? 100}
      tunedIn={tunedIn}
      error={snapshot?.notice ? RADIO_MESSAGES.fetchSongListFailed : null}
      onPlay={() => {
        setTunedIn(true);
        radio?.play();
      }}
      onPause={() => radio?.pause()}
      onVolumeChange={(volume) => radio?.setVolume(volume)}
    >
      <audio ref={element} data-testid="radio-audio" preload="auto" hidden />
    </LiveRadioView>
  );
}
