// A fake TransportBackend for the transport's tests: records calls, and plays a song position
// that advances with a fake clock.
import type { Clock, StudioProjectState } from '../../model';
import type { UpdateReason } from '../timeline-changes';
import type { TransportBackend } from '../transport';

export interface FakeBackend extends TransportBackend {
  calls: string[];
  stopAt: number | null;
  loop: [boolean, number, number] | null;
  metronome: [boolean, number] | null;
  rebuilds: number;
  updates: UpdateReason[][];
  /** Simulates playback stopping by itself. */
  end(): void;
}

export function fakeBackend(clock: Clock): FakeBackend {
  let startedAt = 0;
  let from = 0;
  let playing = false;
  const ended = new Set<() => void>();
  const backend: FakeBackend = {
    calls: [],
    stopAt: null,
    loop: null,
    metronome: null,
    rebuilds: 0,
    updates: [],
    start(fromSeconds) {
      backend.calls.push(`start ${fromSeconds}`);
      from = fromSeconds;
      startedAt = clock.now();
      playing = true;
    },
    stop() {
      backend.calls.push('stop');
      from = backend.position();
      playing = false;
    },
    position: () => (playing ? from + (clock.now() - startedAt) / 1000 : from),
    setLoop(enabled, start, end) {
      backend.loop = [enabled, start, end];
    },
    setStopAt(seconds) {
      backend.stopAt = seconds;
    },
    setMetronome(enabled, amplitude) {
      backend.metronome = [enabled, amplitude];
    },
    rebuild(_state: StudioProjectState) {
      backend.rebuilds++;
    },
    update(_state, changes) {
      backend.updates.push(changes);
    },
    onEnded(listener) {
      ended.add(listener);
      return () => ended.delete(listener);
    },
    end() {
      from = backend.position();
      playing = false;
      for (const listener of ended) listener();
    },
  };
  return backend;
}
