/**
 * The connected playbar: PlaybarView on the SDK player and queue (usePlayer), playing through
 * an AudioOutput over its own <audio data-testid="cadenza-audio"> element. Volume changes are
 * remembered by the SDK (persisted volume), the playbar state is saved 500 ms after a change
 * and the current time 1000 ms after (signed-in users).
 */
import { useCallback, useRef, useState } from 'react';
import { playbarModel } from '../view-models';
import { createHtmlAudioOutput } from '../html-audio-output';
import { PlaybarView } from '../Playbar';
import type { PlaybarLabels } from '../labels';
import { useAudioOutput, type CreateAudioOutput } from './use-audio-output';

export interface PlaybarProps {
  /** Builds the output over the rendered audio element (tests pass a fake). */
  readonly createOutput?: CreateAudioOutput;
  /** Opens the song page the title and cover link to. */
  readonly onNavigate?: ((href: string) => void) | undefined;
  /** The bar's words (the app's locale); English by default. */
  readonly labels?: PlaybarLabels | undefined;
}

export function Playbar({
  createOutput = createHtmlAudioOutput,
  onNavigate,
  labels,
}: PlaybarProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const { player, send } = useAudioOutput(audio, createOutput);
  const [queueOpen, setQueueOpen] = useState(false);
  const model = playbarModel(player);
  const queue = player.queue;

  const clearQueue = useCallback(() => {
    send({ type: 'pause' });
    send({
      type: 'queue',
      event: {
        type: 'setQueue',
        clips: [],
        context: queue.context ?? { type: 'library' },
        continuousPreference: queue.continuous,
      },
    });
  }, [send, queue.context, queue.continuous]);

  return (
    <PlaybarView
      clip={model.clip}
      status={player.status}
      positionS={player.positionS}
      durationS={player.durationS}
      durationAssumed={player.durationAssumed}
      hasNext={model.hasNext}
      repeat={player.repeat}
      volume={player.volume}
      muted={player.muted}
      queue={{ clips: queue.clips, index: queue.index, shuffle: queue.shuffle }}
      queueOpen={queueOpen}
      onQueueOpenChange={setQueueOpen}
      onNavigate={onNavigate}
      labels={labels}
      onTogglePlay={() => send({ type: 'toggle' })}
      onPrevious={() => send({ type: 'stepBack' })}
      onNext={() => send({ type: 'next' })}
      onSeek={(positionS) => send({ type: 'seek', positionS })}
      onRepeatChange={(on) => send({ type: 'setRepeat', on })}
      onVolumeChange={(volume) => send({ type: 'setVolume', volume })}
      onToggleMute={() => send({ type: 'toggleMute' })}
      onQueueJump={(index) => {
        send({ type: 'queue', event: { type: 'jump', index } });
        send({ type: 'play' });
      }}
      onQueueRemove={(id) => send({ type: 'queue', event: { type: 'remove', id } })}
      onQueueClear={clearQueue}
      onShuffleChange={(on) => send({ type: 'queue', event: { type: 'setShuffle', on } })}
    >
      {/* The clip's own audio, driven by the player (no controls of its own). */}
      <audio ref={audio} data-testid="cadenza-audio" preload="auto" hidden />
    </PlaybarView>
  );
}
