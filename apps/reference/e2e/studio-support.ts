// Shared by the studio journeys: a complete song of the signed-in user's feed to open in the studio.
import type { ApiClient } from '@cadenza/sdk';
import { createStudioClip, type StudioProjectState } from '@cadenza/studio-engine/rules';

export async function completeSong(client: ApiClient) {
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  const clip = clips.find((c) => c.status === 'complete');
  if (clip === undefined) throw new Error('no complete clip seeded');
  return clip;
}

/** A studio project of `client`'s with one track holding `song` over each [start, end) beats span. */
export async function projectOfSong(
  client: ApiClient,
  song: { id: string; title?: string | null },
  title: string,
  spans: readonly (readonly [number, number])[],
  selection: readonly [number, number] | null = null,
  /** The project made for the song (readable by its workspace's collaborators). */
  forSong = false,
): Promise<{ projectId: string; trackId: string }> {
  const made = forSong
    ? await client.call('createOrLoadStudioProjectForClip', { path: { clip_id: song.id } })
    : await client.call('createStudioProject', { query: { title } });
  const state = made.state as unknown as StudioProjectState;
  const [track] = state.tracks;
  if (track === undefined) throw new Error('a new project has one track');
  const clips = spans.map(([startBeats, endBeats], i) =>
    createStudioClip({
      id: `${title}-${i}`,
      clipId: song.id,
      name: song.title ?? '',
      startBeats,
      endBeats,
      readStartBeats: startBeats,
    }),
  );
  const focus = { trackIds: [track.id], focusedTrackId: track.id };
  const range = selection === null ? {} : { anchorBeats: selection[0], focusBeats: selection[1] };
  const next = {
    ...state,
    selection: { ...state.selection, ...focus, ...range },
    tracks: [{ ...track, clips }],
  };
  await client.call('saveStudioProject', {
    body: { project_id: made.id, state: next as never, title },
  });
  return { projectId: made.id, trackId: track.id };
}

/** The project as saved now. */
export async function savedProjectState(client: ApiClient, projectId: string) {
  const project = await client.call('getStudioProject', { path: { project_id: projectId } });
  return project.state as unknown as StudioProjectState;
}

/** Polls the saved project until `check` passes (the autosave runs 2.5 s after a change). */
export async function untilSaved(
  client: ApiClient,
  projectId: string,
  check: (state: StudioProjectState) => boolean,
  timeoutMs: number,
): Promise<StudioProjectState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await savedProjectState(client, projectId);
    if (check(state)) return state;
    if (Date.now() > deadline) throw new Error('the saved project never passed the check');
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}
