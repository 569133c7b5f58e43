// Small builders for tests: projects with named tracks and clips, and a checked apply.
import {
  applyCommand,
  createProjectState,
  createStudioClip,
  createTrack,
  sequentialIds,
  type Command,
  type CommandContext,
  type CommandResult,
  type StudioClip,
  type StudioProjectState,
} from '../index';

/** A clip spec: [startBeats, endBeats] plus any field to override. */
export type ClipSpec = [number, number, Partial<StudioClip>?];

/** A project whose track i is `t{i+1}` with clips `c{n}` (clip ids `gen-c{n}`), in order. */
export function project(
  tracks: ClipSpec[][],
  over: Partial<StudioProjectState> = {},
): StudioProjectState {
  let n = 0;
  const built = tracks.map((clips, i) =>
    createTrack(`t${i + 1}`, 'studio', {
      clips: clips.map(([startBeats, endBeats, extra]) => {
        n++;
        return createStudioClip({
          id: `c${n}`,
          clipId: `gen-c${n}`,
          name: `Clip ${n}`,
          startBeats,
          endBeats,
          ...extra,
        });
      }),
    }),
  );
  return createProjectState(sequentialIds('unused-'), 'studio', { tracks: built, ...over });
}

/** Every id in a state. */
function idsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, into);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string') into.add(record.id);
    for (const child of Object.values(record)) if (typeof child === 'object') idsIn(child, into);
  }
  return into;
}

/** Ids `new-1`, `new-2`, ... skipping any the state already holds, so chained commands stay unique. */
export const testContext = (
  over: Partial<CommandContext> = {},
  state?: StudioProjectState,
): CommandContext => {
  const taken = state === undefined ? new Set<string>() : idsIn(state);
  const next = sequentialIds('new-');
  return {
    newId: () => {
      let id = next();
      while (taken.has(id)) id = next();
      return id;
    },
    ...over,
  };
};

/** Applies a command that must succeed and returns the new state. */
export function mustApply(
  state: StudioProjectState,
  command: Command,
  ctx = testContext({}, state),
): StudioProjectState {
  const result = applyCommand(state, command, ctx);
  if (!result.ok) throw new Error(`${command.type} refused: ${result.reason}`);
  return result.state;
}

export function run(
  state: StudioProjectState,
  command: Command,
  ctx = testContext({}, state),
): CommandResult {
  return applyCommand(state, command, ctx);
}

/** [id, start, end] of a track's clips. */
export const spans = (state: StudioProjectState, trackIndex = 0): [string, number, number][] =>
  (state.tracks[trackIndex]?.clips ?? []).map((c) => [c.id, c.startBeats, c.endBeats]);

export const clip = (state: StudioProjectState, id: string): StudioClip | undefined =>
  state.tracks
    .flatMap((t) => [...t.clips, ...t.takeLanes.flatMap((l) => l.clips)])
    .find((c) => c.id === id);

/** Freezes a value deeply so a test fails on any mutation. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
