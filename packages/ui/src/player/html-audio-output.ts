/**
 * The AudioOutput over an HTMLAudioElement: the element the connected playbar renders
 * (data-testid="cadenza-audio"), so the browser really plays the clip's audio_url.
 */
import type { AudioOutput, AudioOutputEvents } from './audio-output';

const finite = (value: number): number | null =>
  Number.isFinite(value) && value > 0 ? value : null;

export function createHtmlAudioOutput(element: HTMLAudioElement): AudioOutput {
  const listeners = new Set<Partial<AudioOutputEvents>>();
  const emit = <K extends keyof AudioOutputEvents>(
    name: K,
    ...args: Parameters<AudioOutputEvents[K]>
  ) => {
    for (const events of listeners)
      (events[name] as ((...a: typeof args) => void) | undefined)?.(...args);
  };
  const onDuration = () => {
    const duration = finite(element.duration);
    if (duration !== null) emit('duration', duration);
  };
  const handlers: readonly (readonly [string, () => void])[] = [
    ['timeupdate', () => emit('time', element.currentTime)],
    ['durationchange', onDuration],
    ['loadedmetadata', onDuration],
    ['ended', () => emit('ended')],
    ['error', () => emit('error', element.error)],
  ];
  for (const [type, handler] of handlers) element.addEventListener(type, handler);

  return {
    snapshot: () => ({
      src: element.getAttribute('src'),
      paused: element.paused,
      currentTimeS: element.currentTime,
      volume: element.volume,
    }),
    load(src) {
      if (src === null) element.removeAttribute('src');
      else element.setAttribute('src', src);
      element.load();
    },
    play() {
      const started = element.play() as Promise<void> | undefined;
      started?.catch((error: unknown) => {
        // A newer load() or pause() interrupted this play(): not a failure.
        if (!(error instanceof Error && error.name === 'AbortError')) emit('error', error);
      });
    },
    pause: () => element.pause(),
    seek(positionS) {
      element.currentTime = Math.max(0, positionS);
    },
    setVolume(volume) {
      element.volume = Math.min(1, Math.max(0, volume));
    },
    dispose() {
      listeners.clear();
      for (const [type, handler] of handlers) element.removeEventListener(type, handler);
    },
    listen(events) {
      listeners.add(events);
      return () => {
        listeners.delete(events);
      };
    },
  };
}
