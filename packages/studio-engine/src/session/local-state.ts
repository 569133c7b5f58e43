// The local edit state (3-library-social §4: "restored only if saved less than 15 minutes ago"):
// the session writes its project and view to a local store, and a reload of the same project
// restores them while they are under 15 minutes old. Time comes from the injected clock, which
// must be wall time here (systemClock is).
import { isLocalEditStateFresh } from '../model/constants';
import type { StudioProjectState } from '../model/types';
import type { LocalStore } from './ports';
import type { SessionView } from './view';

/** The view fields worth keeping across a reload (not the viewport or playback). */
export type KeptView = Omit<SessionView, 'viewport' | 'transport'>;

export interface LocalEditState {
  projectId: string;
  savedAt: number;
  state: StudioProjectState;
  view: KeptView;
}

export const localEditKey = (projectId: string): string => `cadenza.studio.edit.${projectId}`;

export function keptView(view: SessionView): KeptView {
  const { viewport: _viewport, transport: _transport, ...kept } = view;
  return kept;
}

/** Writes the local edit state; a full or failing store only loses this copy. */
export function writeLocalEditState(store: LocalStore, entry: LocalEditState): boolean {
  try {
    store.setItem(localEditKey(entry.projectId), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

/**
 * The project's local edit state when it is under 15 minutes old; a stale or unreadable entry is
 * removed. The state is raw: the session normalises it like any load.
 */
export function readLocalEditState(
  store: LocalStore,
  projectId: string,
  now: number,
): { savedAt: number; state: unknown; view: Partial<KeptView> } | null {
  const key = localEditKey(projectId);
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    entry = null;
  }
  const record =
    typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
  const savedAt = record.savedAt;
  if (
    record.projectId !== projectId ||
    typeof savedAt !== 'number' ||
    !isLocalEditStateFresh(savedAt, now)
  ) {
    removeLocalEditState(store, projectId);
    return null;
  }
  const view = typeof record.view === 'object' && record.view !== null ? record.view : {};
  return { savedAt, state: record.state, view: view as Partial<KeptView> };
}

export function removeLocalEditState(store: LocalStore, projectId: string): void {
  try {
    store.removeItem(localEditKey(projectId));
  } catch {
    // A store that cannot remove keeps a stale entry, which the age check ignores.
  }
}
