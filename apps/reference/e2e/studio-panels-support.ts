// Shared by the studio panel journeys (studio-panels*.e2e.ts): a new project, its saved state
// polled until the autosave has put something there, the studio loaded, its lanes, and files
// dropped from "the desktop" onto them.
import type { ApiClient } from '@cadenza/sdk';
import type { StudioProjectState } from '@cadenza/studio-engine';
import { STUDIO_SCREEN_LABELS, STUDIO_TIMELINE_LABELS } from '@cadenza/ui';
import type { Page } from 'playwright-core';
import { savedProjectState, untilSaved } from './studio-support';

export { DESKTOP } from './studio-support';

export async function newProject(client: ApiClient, title: string): Promise<string> {
  const project = await client.call('createStudioProject', { query: { title } });
  return project.id;
}

export const savedState = savedProjectState;

/** The saved project once `ready` holds (autosave runs 2.5 s after the last edit). */
export const waitForSaved = (
  client: ApiClient,
  projectId: string,
  ready: (state: StudioProjectState) => boolean,
): Promise<StudioProjectState> => untilSaved(client, projectId, ready, 100_000);

/** The first track's first clip once the autosave has put one there. */
export async function firstSavedClip(client: ApiClient, projectId: string) {
  const saved = await waitForSaved(client, projectId, (s) => (s.tracks[0]?.clips.length ?? 0) > 0);
  return saved.tracks[0]?.clips[0];
}

/** The upload terms as accepted once in the upload modal: remembered locally with a timestamp. */
export async function acceptUploadTerms(page: Page, client: ApiClient): Promise<void> {
  const { user } = await client.call('getSession');
  await page.evaluate(
    (key) => window.localStorage.setItem(key, JSON.stringify({ acceptedAt: Date.now() })),
    `cadenza.local.v1.upload-terms.${user.id}`,
  );
}

export async function waitLoaded(page: Page): Promise<void> {
  await page.getByRole('region', { name: STUDIO_TIMELINE_LABELS.timeline }).waitFor();
  await page.getByText(STUDIO_SCREEN_LABELS.loading).waitFor({ state: 'hidden', timeout: 40_000 });
}

export const lanesOf = (page: Page) =>
  page.getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes });

/** Drops files (name, MIME type, bytes) from "the desktop" at a point of the lanes. */
export async function dropFiles(
  page: Page,
  at: { x: number; y: number },
  files: { name: string; type: string; bytes: Buffer }[],
): Promise<void> {
  const payload = files.map((f) => ({ ...f, bytes: f.bytes.toString('base64') }));
  await lanesOf(page).evaluate(
    (lanes, { at, payload }) => {
      const transfer = new DataTransfer();
      for (const file of payload) {
        const bytes = Uint8Array.from(atob(file.bytes), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      const box = lanes.getBoundingClientRect();
      const init = {
        bubbles: true,
        cancelable: true,
        dataTransfer: transfer,
        clientX: box.left + at.x,
        clientY: box.top + at.y,
      };
      lanes.dispatchEvent(new DragEvent('dragenter', init));
      lanes.dispatchEvent(new DragEvent('dragover', init));
      lanes.dispatchEvent(new DragEvent('drop', init));
    },
    { at, payload },
  );
}
