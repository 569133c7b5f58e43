// A session over a fake clock, an in-memory local store and a recording save port, for tests.
import type { SaveProjectPayload } from '../../model/autosave';
import { sequentialIds } from '../../model/ids';
import { createFakeClock } from '../../model/testing/fake-clock';
import { project, type ClipSpec } from '../../model/testing/fixtures';
import type { StudioProjectState } from '../../model/types';
import { createStudioSession, type StudioSessionOptions } from '../session';
import type { LocalStore, SessionPorts } from '../ports';

export function memoryStore(): LocalStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A saved project state: track i is `t{i+1}`, clips `c1`, `c2`, ... */
export const savedProject = (
  tracks: ClipSpec[][] = [
    [
      [0, 4],
      [8, 12],
    ],
    [],
  ],
  over: Partial<StudioProjectState> = {},
): StudioProjectState => project(tracks, over);

export interface KitOptions extends Partial<Omit<StudioSessionOptions, 'ports'>> {
  ports?: Partial<SessionPorts>;
  store?: ReturnType<typeof memoryStore>;
  clock?: ReturnType<typeof createFakeClock>;
}

export function sessionKit(options: KitOptions = {}) {
  const clock = options.clock ?? createFakeClock(1_000_000);
  const store = options.store ?? memoryStore();
  const saves: SaveProjectPayload[] = [];
  const failing = { saves: false };
  const { ports, store: _store, clock: _clock, ...rest } = options;
  const session = createStudioSession({
    state: savedProject(),
    projectId: 'p1',
    versionId: 'v0',
    newId: sequentialIds('s-'),
    clock,
    ...rest,
    ports: {
      save: async (payload) => {
        if (failing.saves) throw new Error('offline');
        saves.push(payload);
        return { version_id: `v${saves.length}` };
      },
      localStore: store,
      ...ports,
    },
  });
  return {
    clock,
    store,
    saves,
    failing,
    session,
    snap: () => session.getSnapshot(),
    project: () => session.getSnapshot().project as StudioProjectState,
  };
}

/** Lets pending promise callbacks (a save's answer) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** [id, start, end] of a track's clips in a state. */
export const spansOf = (state: StudioProjectState | null, trackIndex = 0) =>
  (state?.tracks[trackIndex]?.clips ?? []).map((c) => [c.id, c.startBeats, c.endBeats]);
