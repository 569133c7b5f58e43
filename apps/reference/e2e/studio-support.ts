// Shared by the studio and edit mode journeys: a complete song of the signed-in user's feed to open
// in the studio, and the drawn heights of the first track's waveform.
import type { ApiClient } from '@cadenza/sdk';
import { createStudioClip, type StudioProjectState } from '@cadenza/studio-engine/rules';
import { STUDIO_SCREEN_LABELS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openApp, type DemoUser } from './support';

export const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** Opens `projectId` in the studio at desktop size, once its lanes are shown and loaded. */
export async function openStudio(
  browser: Browser,
  handle: DemoUser,
  projectId: string,
): Promise<Page> {
  const page = await openApp(browser, handle, `/studio?initial_project_id=${projectId}`, DESKTOP);
  await page.getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes }).waitFor();
  await page.getByText(STUDIO_SCREEN_LABELS.loading).waitFor({ state: 'hidden', timeout: 40_000 });
  return page;
}

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
  /** [start, end) beats, reading the song from `read` (default: from `start`). */
  spans: readonly (readonly [start: number, end: number, read?: number])[],
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
  const clips = spans.map(([startBeats, endBeats, read = startBeats], i) =>
    createStudioClip({
      id: `${title}-${i}`,
      clipId: song.id,
      name: song.title ?? '',
      startBeats,
      endBeats,
      readStartBeats: read,
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

/**
 * For each pixel column of the first track's lane canvases, how many pixels below the clip's
 * name strip are drawn bright (the waveform's colour at full strength; the clip's body is faint).
 */
export function waveformColumnHeights(page: Page): Promise<number[]> {
  return page
    .getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes })
    .locator('canvas')
    .evaluateAll((canvases) => {
      const heights: number[] = [];
      for (const canvas of canvases as HTMLCanvasElement[]) {
        const ctx = canvas.getContext('2d');
        if (ctx === null || canvas.width === 0) continue;
        const scale = canvas.width / canvas.clientWidth;
        const top = Math.ceil(20 * scale);
        const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        for (let x = 0; x < width; x++) {
          let bright = 0;
          for (let y = top; y < height - scale * 3; y++) {
            const i = 4 * (y * width + x);
            const luma = 0.3 * data[i]! + 0.59 * data[i + 1]! + 0.11 * data[i + 2]!;
            if (luma > 90) bright++;
          }
          heights.push(bright);
        }
      }
      return heights;
    });
}

/**
 * The waveform appears once the audio is fetched and decoded (slow on a busy machine): polls the
 * canvas until over 100 columns show more than 10 distinct heights, spread over more than 10 px
 * (not a filled rectangle).
 */
export async function expectDrawnWaveform(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const drawn = (await waveformColumnHeights(page)).filter((h) => h > 0);
        return drawn.length > 100 ? new Set(drawn).size : 0;
      },
      { timeout: 90_000 },
    )
    .toBeGreaterThan(10);
  const drawn = (await waveformColumnHeights(page)).filter((h) => h > 0);
  expect(Math.max(...drawn) - Math.min(...drawn)).toBeGreaterThan(10);
}
