// Song Details journeys (1-generation §5 Song Details, §7 set_metadata; 2-studio §5 Photo
// upload): the owner renames a song and picks a cover through 'Upload a Photo' (resized, saved),
// and Save sends the title and image_s3_id: the row shows the new title and the uploaded cover
// without a reload. Remove image sends remove_image_cover and the generated cover comes back. A
// video cover is uploaded and sent as video_cover_upload_id.
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { PHOTO_MESSAGES, SONG_MENU_LABELS } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { COMMON_LABELS, PHOTO_UPLOAD_LABELS, SONG_DETAILS_LABELS, SONG_LABELS } from '@cadenza/ui';
// Song Details' own wording is not exported by @cadenza/ui: read from its labels file.
import { launchChromium, openApp, shot, UI_TIMEOUT_MS, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real `side`×`side` RGB PNG: a red-to-blue gradient, so the crop draws something. */
function gradientPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, no interlace
  const rows = Array.from({ length: side }, (_, y) =>
    Buffer.from([
      0, // filter: none
      ...Array.from({ length: side }, (_, x) => [
        Math.round((x / side) * 255),
        64,
        Math.round((y / side) * 255),
      ]).flat(),
    ]),
  );
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Complete songs of the pro user still showing their generated cover. */
async function proSongsWithGeneratedCover(): Promise<Clip[]> {
  const client = await userClient('pro');
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  return clips.filter(
    (clip) => clip.status === 'complete' && (clip.image_url ?? '').includes('/media/image/'),
  );
}

const row = (page: Page, id: string) => page.locator(`[data-clip-id="${id}"] article`);
const cover = (page: Page, clip: Clip, title: string) =>
  row(page, clip.id).getByRole('img', { name: SONG_LABELS.cover(title), exact: true });
const coverPath = async (image: Locator): Promise<string> =>
  new URL((await image.getAttribute('src')) ?? '', 'http://host').pathname;

/** Opens Song Details from the song's menu. */
async function openSongDetails(page: Page, title: string, id: string): Promise<Locator> {
  await row(page, id)
    .getByRole('button', { name: SONG_LABELS.moreActions(title) })
    .click();
  await page
    .getByRole('menuitem', { name: SONG_MENU_LABELS.song_details, exact: true })
    .dispatchEvent('click');
  const dialog = page.getByRole('dialog', { name: SONG_DETAILS_LABELS.title });
  await dialog.waitFor();
  return dialog;
}

/** Presses Save in Song Details and answers the set_metadata request's body. */
async function saveDetails(page: Page, dialog: Locator, clipId: string) {
  const sent = page.waitForRequest(
    (request: Request) =>
      request.method() === 'POST' && request.url().endsWith(`/api/gen/${clipId}/set_metadata/`),
  );
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(`/api/gen/${clipId}/set_metadata/`) && response.ok(),
  );
  await dialog.getByRole('button', { name: COMMON_LABELS.save, exact: true }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await answered;
  await dialog.waitFor({ state: 'detached' });
  return body;
}

/** Waits until Song Details is no longer busy (its uploads done, the draft holding their ids). */
async function uploadsDone(dialog: Locator): Promise<void> {
  const save = dialog.getByRole('button', { name: COMMON_LABELS.save, exact: true });
  await expect.poll(() => save.getAttribute('aria-busy'), { timeout: UI_TIMEOUT_MS }).toBeNull();
}

const uploadFinished = (page: Page, kind: 'image' | 'video') =>
  page.waitForResponse(
    (response) =>
      response.url().includes(`/api/uploads/${kind}/`) &&
      response.url().endsWith('/upload-finish/') &&
      response.ok(),
  );

describe('song details', () => {
  it('a new title and a cover picked through "Upload a Photo" show in the library at once', async () => {
    const [song] = await proSongsWithGeneratedCover();
    if (song === undefined) throw new Error('the pro user has no song with a generated cover');
    const title = `Renamed ${song.title}`.slice(0, 100);
    const page = await openApp(browser, 'pro', '/me');
    await cover(page, song, song.title).waitFor();
    expect(await coverPath(cover(page, song, song.title))).toBe(`/media/image/${song.id}`);

    const details = await openSongDetails(page, song.title, song.id);
    await details.getByLabel(SONG_DETAILS_LABELS.songTitle, { exact: true }).fill(title);
    await details.getByLabel(SONG_DETAILS_LABELS.uploadImage).setInputFiles({
      name: 'sunset.png',
      mimeType: 'image/png',
      buffer: gradientPng(64),
    });

    const photo = page.getByRole('dialog', { name: PHOTO_MESSAGES.dialogTitle });
    const preview = photo.getByRole('img', { name: PHOTO_UPLOAD_LABELS.preview });
    await preview.waitFor();
    const resize = photo.getByRole('slider', { name: PHOTO_UPLOAD_LABELS.resize });
    const before = await resize.getAttribute('aria-valuenow');
    await resize.focus();
    await resize.press('PageUp');
    await resize.press('PageUp');
    expect(Number(await resize.getAttribute('aria-valuenow'))).toBe(Number(before) + 20);
    // The preview follows the slider once it has been still for a moment.
    await expect
      .poll(() => preview.evaluate((image) => (image as HTMLElement).style.transform), {
        timeout: UI_TIMEOUT_MS,
      })
      .toBe('scale(1.2)');
    await shot(page, 'song-details-photo-resized');
    const finished = uploadFinished(page, 'image');
    await photo.getByRole('button', { name: COMMON_LABELS.save, exact: true }).click();
    const { s3_id: s3Id } = (await (await finished).json()) as { s3_id: string };
    await details.getByText(SONG_DETAILS_LABELS.imageChosen('sunset.png')).waitFor();
    await uploadsDone(details);

    const body = await saveDetails(page, details, song.id);
    expect(body).toMatchObject({ title, image_s3_id: s3Id });
    // The row follows without a reload: new title, the uploaded cover.
    const uploaded = cover(page, song, title);
    await uploaded.waitFor();
    expect(await coverPath(uploaded)).toBe(`/media/uploads/${s3Id}`);
    // The uploaded cover is served and decodes as an image.
    await expect
      .poll(
        () =>
          uploaded.evaluate((image) => {
            const img = image as HTMLImageElement;
            return img.complete && img.naturalWidth > 0;
          }),
        { timeout: UI_TIMEOUT_MS },
      )
      .toBe(true);
    await shot(page, 'song-details-cover-uploaded');

    // Remove image: remove_image_cover, and the generated cover is back.
    const again = await openSongDetails(page, title, song.id);
    await again.getByRole('img', { name: SONG_DETAILS_LABELS.image }).waitFor();
    await again.getByRole('button', { name: SONG_DETAILS_LABELS.removeImage, exact: true }).click();
    await again.getByText(SONG_DETAILS_LABELS.imageRemoved).waitFor();
    expect(await saveDetails(page, again, song.id)).toEqual({ remove_image_cover: true });
    await expect
      .poll(() => coverPath(cover(page, song, title)), { timeout: UI_TIMEOUT_MS })
      .toBe(`/media/image/${song.id}`);
    await shot(page, 'song-details-cover-removed');
    await page.context().close();
  });

  it('a video cover is uploaded and sent as video_cover_upload_id', async () => {
    const song = (await proSongsWithGeneratedCover()).find((clip) => !clip.video_cover_url);
    if (song === undefined) throw new Error('the pro user has no song without a video cover');
    const page = await openApp(browser, 'pro', '/me');
    const details = await openSongDetails(page, song.title, song.id);
    expect(
      await details.getByRole('button', { name: SONG_DETAILS_LABELS.removeVideo }).count(),
    ).toBe(0);
    const finished = uploadFinished(page, 'video');
    // The mock server checks a video cover by its container (an MP4's `ftyp` box), not by
    // decoding it, so a few bytes that open like an MP4 will do.
    await details.getByLabel(SONG_DETAILS_LABELS.uploadVideo).setInputFiles({
      name: 'loop.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom a short video')]),
    });
    await finished;
    await details.getByText(SONG_DETAILS_LABELS.videoChosen('loop.mp4')).waitFor();
    // The upload is done once its processing is (polled every 2 s).
    await uploadsDone(details);

    const body = await saveDetails(page, details, song.id);
    expect(body).toEqual({ video_cover_upload_id: expect.any(String) });
    const client = await userClient('pro');
    const saved = await client.call('getClip', { path: { clip_id: song.id } });
    expect(new URL(saved.video_cover_url ?? '').pathname).toBe(
      `/media/uploads/${String(body.video_cover_upload_id)}`,
    );
    // Song Details now offers to remove the video cover.
    const again = await openSongDetails(page, song.title, song.id);
    await again
      .getByRole('button', { name: SONG_DETAILS_LABELS.removeVideo, exact: true })
      .waitFor();
    await shot(page, 'song-details-video-cover');
    await page.context().close();
  });
});
