/**
 * Binds the SDK player to an AudioOutput: the output's time, duration, end and errors become
 * player events, and after every player change the output is brought in line with it
 * (audio-sync.ts). The saved volume is applied once the user is known.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { currentClip, effectiveVolume } from '@cadenza/sdk';
import { usePersistedState, usePlayer, usePlayerReader } from '@cadenza/sdk/react';
import type { AudioOutput } from '../audio-output';
import { audioCommands, runAudioCommands } from '../audio-sync';

export type CreateAudioOutput = (element: HTMLAudioElement) => AudioOutput;

export function useAudioOutput(
  element: RefObject<HTMLAudioElement | null>,
  createOutput: CreateAudioOutput,
) {
  const readPlayer = usePlayerReader();
  const { player, send } = usePlayer();
  const persisted = usePersistedState();
  const [output, setOutput] = useState<AudioOutput | null>(null);
  /** The last time the output reported: any other position was set by the player. */
  const reported = useRef<number | null>(null);

  useEffect(() => {
    const audio = element.current;
    if (audio === null) return undefined;
    const created = createOutput(audio);
    setOutput(created);
    return () => created.dispose();
  }, [element, createOutput]);

  useEffect(
    () =>
      output?.listen({
        time: (positionS) => {
          reported.current = positionS;
          send({ type: 'tick', positionS });
        },
        duration: (durationS) => send({ type: 'durationKnown', durationS }),
        ended: () => send({ type: 'ended' }),
        error: () => send({ type: 'pause' }),
      }),
    [output, send],
  );

  useEffect(() => {
    const saved = persisted.read('volume');
    if (saved !== readPlayer().volume) send({ type: 'setVolume', volume: saved });
  }, [persisted, readPlayer, send]);

  useEffect(() => {
    if (output === null) return;
    const clip = currentClip(player.queue);
    const wanted = {
      src: clip?.audio_url ?? null,
      playing: player.status === 'playing',
      positionS: player.positionS,
      volume: effectiveVolume(player),
      repositioned: player.positionS !== reported.current,
    };
    runAudioCommands(output, audioCommands(wanted, output.snapshot()));
  }, [output, player]);

  return { player, send } as const;
}
