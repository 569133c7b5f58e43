// The studio session's ports filled from the SDK: loading a project (by id, at a version, or the
// project made for a clip), saving, cloning, rendering a selection, a clip's waveform aggregates
// and audio bytes, and window.localStorage for the local edit state. Load failures become the
// notices of 2-studio.md §8 ('Failed to load project', 'Failed to load project version' with the
// 404 / 403 reason), so the session shows them as they are.
import type { ApiClient } from '@cadenza/sdk';
import {
  STUDIO_ERRORS,
  STUDIO_ERROR_TOAST_MS,
  type LoadedProject,
  type LoadRequest,
  type LocalStore,
  type Notice,
  type PortError,
  type SessionPorts,
  type StudioProjectState,
} from '@cadenza/studio-engine';

interface ProjectAnswer {
  id: string;
  title: string;
  state: unknown;
  is_owner: boolean;
  version_id?: string | null;
}

interface VersionAnswer {
  id: string;
  project_id: string;
  title: string;
  state: unknown;
  is_owner: boolean;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error
    ? (error as { status?: number }).status
    : undefined;

const portError = (title: string, description: string): PortError => ({
  notice: { kind: 'error', title, description, durationMs: STUDIO_ERROR_TOAST_MS } as Notice,
});

/** The §8 notice of a failed version load: 404 and 403 have their reasons. */
export function versionLoadError(error: unknown): PortError {
  const status = statusOf(error);
  const reason =
    status === 404
      ? STUDIO_ERRORS.versionNotFound
      : status === 403
        ? STUDIO_ERRORS.versionForbidden
        : STUDIO_ERRORS.tryAgainLater;
  return portError(STUDIO_ERRORS.loadVersionFailed, reason);
}

/** A project as the session opens it: another user's project is read-only until cloned. */
export const loadedProject = (project: ProjectAnswer): LoadedProject => ({
  projectId: project.id,
  title: project.title,
  state: project.state,
  versionId: project.version_id ?? null,
  lock: project.is_owner ? null : { kind: 'not-owner', versionId: project.version_id ?? null },
});

/** A version is locked to itself (§2: project_version_id locks the project to that version). */
export const loadedVersion = (version: VersionAnswer): LoadedProject => ({
  projectId: version.project_id,
  title: version.title,
  state: version.state,
  versionId: version.id,
  lock: { kind: version.is_owner ? 'version' : 'not-owner', versionId: version.id },
});

/** The project state as the wire's schema types it (a JSON object). */
const wire = (state: StudioProjectState): Record<string, unknown> =>
  state as unknown as Record<string, unknown>;

async function load(client: ApiClient, request: LoadRequest): Promise<LoadedProject> {
  if (request.kind === 'version') {
    try {
      const version =
        request.projectId === ''
          ? await client.call('getStudioProjectRevision', {
              path: { revision_id: request.versionId },
            })
          : await client.call('getStudioProjectVersion', {
              path: { project_id: request.projectId, version_id: request.versionId },
            });
      return loadedVersion(version);
    } catch (error) {
      throw versionLoadError(error);
    }
  }
  try {
    const project =
      request.kind === 'project'
        ? await client.call('getStudioProject', { path: { project_id: request.projectId } })
        : await client.call('createOrLoadStudioProjectForClip', {
            path: { clip_id: request.clipId },
          });
    return loadedProject(project);
  } catch {
    throw portError(STUDIO_ERRORS.loadProjectFailed, STUDIO_ERRORS.tryAgainLater);
  }
}

export interface SdkPortsOptions {
  client: ApiClient;
  /** Where the local edit state is kept (window.localStorage in the browser). */
  localStore?: LocalStore;
}

/** Every port of the studio session over the SDK's typed client. */
export function createSdkSessionPorts({ client, localStore }: SdkPortsOptions): SessionPorts {
  return {
    load: (request) => load(client, request),
    save: (payload) =>
      client.call('saveStudioProject', {
        body: { project_id: payload.project_id, state: wire(payload.state), title: payload.title },
      }),
    clone: async ({ versionId, title }) =>
      loadedProject({
        ...(await client.call('cloneStudioProjectRevision', {
          path: { revision_id: versionId },
          body: { title },
        })),
        is_owner: true,
      }),
    render: (request) =>
      client.call('renderStudioState', {
        body: {
          project_id: request.projectId,
          title: request.title,
          state: wire(request.state),
          start_beats: request.startBeats,
          end_beats: request.endBeats,
        },
      }),
    fetchWaveform: async (clipId) =>
      (await client.call('getWaveformAggregates', { path: { clip_id: clipId } }))
        .waveform_aggregates,
    fetchAudio: async (clipId) => {
      const blob = await client.call('getClipAudio', { path: { clip_id: clipId } });
      return blob.arrayBuffer();
    },
    ...(localStore === undefined ? {} : { localStore }),
  };
}

/** window.localStorage when there is one (and it can be used), else nothing. */
export function browserLocalStore(): LocalStore | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
