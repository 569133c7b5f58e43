// The session's I/O, injected: the engine imports no SDK, does no network I/O and touches no
// storage itself. `ui/src/studio/connected` fills these from the SDK (and window.localStorage).
import type { SaveProjectPayload } from '../model/autosave';
import type { Notice, ProjectLock, StudioProjectState } from '../model/types';

/** What to open: a project, one version of it, or the project made for a clip. */
export type LoadRequest =
  | { kind: 'project'; projectId: string }
  | { kind: 'version'; projectId: string; versionId: string }
  | { kind: 'clip'; clipId: string };

/** A project as the server answers it; `state` is raw JSON, normalised by the session. */
export interface LoadedProject {
  projectId: string;
  title: string;
  state: unknown;
  /** The version this state is (when known): cloning needs it. */
  versionId?: string | null;
  /** Opened at a version, or owned by another user: read-only until cloned. */
  lock?: ProjectLock | null;
}

/** POST /api/studio/render-state, as the session asks for it. */
export interface RenderRequest {
  projectId: string;
  title: string;
  state: StudioProjectState;
  startBeats: number;
  endBeats: number;
}

/** Waveform aggregates of a generated clip: {mip_map_level, data} per level. */
export interface WaveformAggregate {
  mip_map_level: number;
  data: number[];
}

/** A Storage-like key-value store (window.localStorage fits). */
export interface LocalStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A port may reject with an error carrying the notice to show (a 404 version, say). */
export interface PortError {
  notice: Notice;
}

export interface SessionPorts {
  /** GET the project, version or clip's project. */
  load?: (request: LoadRequest) => Promise<LoadedProject>;
  /** POST /api/studio/save-project; a save returns a version_id. */
  save: (payload: SaveProjectPayload) => Promise<{ version_id: string }>;
  /** POST /api/studio/project_revision/{versionId}/clone {title}: the copy, unlocked. */
  clone?: (request: { versionId: string; title: string }) => Promise<LoadedProject>;
  /** POST /api/studio/render-state. */
  render?: (request: RenderRequest) => Promise<unknown>;
  /** GET /api/gen/{clipId}/waveform-aggregates; null when there are none. */
  fetchWaveform?: (clipId: string) => Promise<WaveformAggregate[] | null>;
  /** A clip's audio bytes (the UI decodes them). */
  fetchAudio?: (clipId: string) => Promise<ArrayBuffer>;
  /** Where the local edit state is kept between reloads. */
  localStore?: LocalStore;
}

export const isPortError = (error: unknown): error is PortError =>
  typeof error === 'object' &&
  error !== null &&
  'notice' in error &&
  typeof (error as { notice: unknown }).notice === 'object' &&
  (error as { notice: unknown }).notice !== null;
