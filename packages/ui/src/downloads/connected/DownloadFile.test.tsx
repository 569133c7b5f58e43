/**
 * Download file (MP3, WAV, Video), connected, against the SDK's MSW handlers on the store's fake
 * clock (2-studio §3 download usage, §4 Downloads, §5 Download quota, §6; 1-generation §4
 * Download states, §8 Downloads; §9 WAV polling 5 s × 24).
 */
import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import {
  VIDEO_DOWNLOADED_TOAST_MS,
  VIDEO_POLL_INTERVAL_MS,
  WAV_POLL_INTERVAL_MS,
  WAV_POLL_MAX_TRIES,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import type { FileFormat, SaveFile } from '../download-file';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../../modals/fixtures/data';
import { DOWNLOAD_LABELS as L } from '../../modals/labels';
import { DownloadFile } from './DownloadFile';

const server = kit.serveMock();

const USAGE = {
  downloads_used: 7,
  downloads_limit: 10,
  downloads_remaining: 3,
  has_unlimited_downloads: false,
  clip_owned_by_user: false,
};

function mount(
  format: FileFormat,
  options: {
    clip?: Clip;
    usage?: Response;
    session?: kit.RenderConnectedOptions['session'];
  } = {},
) {
  const usage = kit.record('getDownloadUsage', () => options.usage ?? HttpResponse.json(USAGE));
  const saved: { blob: Blob; filename: string }[] = [];
  const saveFile: SaveFile = (blob, filename) => saved.push({ blob, filename });
  const onClose = vi.fn();
  const mounted = kit.renderConnected(
    server,
    <DownloadFile
      clip={options.clip ?? FIXTURE_SONG}
      open
      onClose={onClose}
      format={format}
      saveFile={saveFile}
      origin="https://cadenza.test"
    />,
    {
      handlers: [usage.handler],
      ...(options.session === undefined ? {} : { session: options.session }),
    },
  );
  return { ...mounted, usage, saved, onClose };
}

const media = (type: string, bytes: readonly number[]) =>
  new HttpResponse(new Uint8Array(bytes), { headers: { 'content-type': type } });

const downloadButton = () => screen.findByRole('button', { name: L.download });

/** Whether the bytes hold the text in Latin-1 or UTF-16 (as ID3 frames write it). */
function holdsText(bytes: Uint8Array, text: string): boolean {
  const latin1 = new TextDecoder('latin1').decode(bytes);
  const utf16 = [0, 1].map((offset) => new TextDecoder('utf-16le').decode(bytes.slice(offset)));
  return [latin1, ...utf16].some((decoded) => decoded.includes(text));
}

describe('download file', () => {
  test("the quota comes from download-usage for the song: '3 of 10 downloads left'", async () => {
    const { usage } = mount('mp3');
    expect(await screen.findByRole('status')).toHaveTextContent('3 of 10 downloads left');
    expect(usage.calls[0]?.url.searchParams.get('clip_id')).toBe(FIXTURE_SONG.id);
    expect(await downloadButton()).toBeEnabled();
  });

  test('no downloads remaining, not owned and not unlimited: the download is not allowed', async () => {
    mount('mp3', { usage: HttpResponse.json({ ...USAGE, downloads_remaining: 0 }) });
    expect(await screen.findByRole('status')).toHaveTextContent(L.quotaUsed);
    expect(await downloadButton()).toBeDisabled();
  });

  test('a failed quota check allows the download', async () => {
    mount('mp3', { usage: kit.refusal(403, 'No usage') });
    await vi.waitFor(async () => expect(await downloadButton()).toBeEnabled());
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('with download_disabled_reason and remix-contest-disable-downloads, downloads are blocked for non-owners', async () => {
    mount('mp3', {
      clip: { ...FIXTURE_SONG, download_disabled_reason: 'Contest entry' },
      session: { user: { id: 'user-2' }, flags: { 'remix-contest-disable-downloads': true } },
    });
    expect(await screen.findByText(`${L.blocked} Contest entry`)).toBeVisible();
    expect(await downloadButton()).toBeDisabled();
  });

  test('MP3 is tagged with title, source link, artist, comment and cover art, then saved', async () => {
    const clip = { ...FIXTURE_SONG, image_url: 'https://cdn.test/night.jpg' };
    const { user, saved } = mount('mp3', { clip });
    server.use(
      kit.record('getClipAudio', () => media('audio/mpeg', [0xff, 0xfb, 0x90, 0x00])).handler,
      kit.record('getClipImage', () => media('image/jpeg', [0xff, 0xd8, 0xff, 0xe0])).handler,
    );
    await user.click(await downloadButton());
    expect(await screen.findByText('Night Drive.mp3')).toBeVisible();
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    const frames = new TextDecoder('latin1').decode(bytes);
    for (const frame of ['TIT2', 'WOAS', 'TPE1', 'COMM', 'APIC']) expect(frames).toContain(frame);
    for (const text of [
      'Night Drive',
      'https://cadenza.test/song/clip-night',
      'nightowl',
      'synthwave, dreamy',
    ])
      expect(holdsText(bytes, text), text).toBe(true);
    expect(saved[0]?.filename).toBe('Night Drive.mp3');
  });

  test("the modal closes once the download has started, with 'Downloading Night Drive.mp3'", async () => {
    const { user, saved, onClose } = mount('mp3');
    server.use(
      kit.record('getClipAudio', () => media('audio/mpeg', [0xff, 0xfb, 0x90, 0x00])).handler,
    );
    await user.click(await downloadButton());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(saved.map((file) => file.filename)).toEqual(['Night Drive.mp3']);
    expect((await screen.findAllByText(L.started('Night Drive.mp3'))).length).toBeGreaterThan(0);
  });

  test('WAV: conversion is requested, polled every 5 s on the store clock, then the file is saved', async () => {
    const { user, clock, state, saved } = mount('wav');
    const startedAt = clock.now();
    await user.click(await downloadButton());
    expect(await screen.findByRole('progressbar', { name: L.converting })).toBeVisible();
    await act(() => clock.advance(WAV_POLL_INTERVAL_MS * 2));
    expect(await screen.findByText('Night Drive.wav')).toBeVisible();
    expect(state.requestsOf('convertToWav')).toHaveLength(1);
    // The mock conversion takes 8 s: the read at 5 s finds nothing, the one at 10 s the file.
    const readsAt = state.requestsOf('getWavFile').map((request) => request.at - startedAt);
    expect(readsAt).toEqual([WAV_POLL_INTERVAL_MS, WAV_POLL_INTERVAL_MS * 2]);
    expect(saved.map((file) => file.filename)).toEqual(['Night Drive.wav']);
  });

  test("WAV: 24 reads 5 s apart without a file end in 'WAV file download timed out'", async () => {
    const { user, clock } = mount('wav');
    const reads = kit.record('getWavFile', () => HttpResponse.json({ wav_file_url: null }));
    server.use(
      kit.record('convertToWav', () => HttpResponse.json({ success: true, wav_file_url: null }))
        .handler,
      reads.handler,
    );
    await user.click(await downloadButton());
    const progress = await screen.findByRole('progressbar', { name: L.converting });
    const startedAt = clock.now();
    await act(() => clock.advance((WAV_POLL_INTERVAL_MS * WAV_POLL_MAX_TRIES) / 2));
    expect(reads.calls).toHaveLength(WAV_POLL_MAX_TRIES / 2);
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    await act(() => clock.advance((WAV_POLL_INTERVAL_MS * WAV_POLL_MAX_TRIES) / 2));
    expect(await screen.findByRole('alert')).toHaveTextContent('WAV file download timed out');
    expect(reads.calls).toHaveLength(WAV_POLL_MAX_TRIES);
    expect(clock.now() - startedAt).toBe(WAV_POLL_INTERVAL_MS * WAV_POLL_MAX_TRIES);
    expect(screen.getByRole('button', { name: L.retry })).toBeEnabled();
  });

  test("a failed media fetch: 'Download failed, please try again.'", async () => {
    const { user, saved } = mount('video', {
      clip: { ...FIXTURE_SONG, video_url: 'https://cdn.test/video.mp4' },
    });
    server.use(kit.record('getClipVideo', () => kit.refusal(404, 'Not found.')).handler);
    await user.click(await downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Download failed, please try again.',
    );
    expect(saved).toHaveLength(0);
  });

  test('Video on a song without one: the video is requested, polled every 4 s, then saved with a 3 s toast', async () => {
    const { user, clock, saved, onClose } = mount('video');
    const generate = kit.record('generateVideo', () =>
      HttpResponse.json({ status: 'queued', video_url: null, video_is_stale: false }),
    );
    let reads = 0;
    const status = kit.record('getVideoGenerationStatus', () =>
      HttpResponse.json(
        ++reads < 2
          ? { status: 'processing', video_url: null, video_is_stale: false }
          : { status: 'complete', video_url: 'https://cdn.test/v.mp4', video_is_stale: false },
      ),
    );
    const file = kit.record('getClipVideo', () => media('video/mp4', [0, 0, 0, 24]));
    server.use(generate.handler, status.handler, file.handler);
    await user.click(await downloadButton());
    expect(await screen.findByRole('progressbar', { name: L.rendering })).toBeVisible();
    expect(generate.calls).toHaveLength(1);
    expect(file.calls).toHaveLength(0);
    await act(() => clock.advance(VIDEO_POLL_INTERVAL_MS * 2));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(status.calls).toHaveLength(2);
    expect(saved.map((f) => f.filename)).toEqual(['Night Drive.mp4']);
    const toast = (await screen.findAllByText(L.started('Night Drive.mp4')))[0];
    expect(toast?.closest('[data-duration]')).toHaveAttribute(
      'data-duration',
      String(VIDEO_DOWNLOADED_TOAST_MS),
    );
  });

  test("Video: a render that fails ends in 'Error generating video' and nothing is saved", async () => {
    const { user, clock, saved } = mount('video');
    server.use(
      kit.record('generateVideo', () =>
        HttpResponse.json({ status: 'queued', video_url: null, video_is_stale: false }),
      ).handler,
      kit.record('getVideoGenerationStatus', () =>
        HttpResponse.json({ status: 'error', video_url: null, video_is_stale: false }),
      ).handler,
    );
    await user.click(await downloadButton());
    await act(() => clock.advance(VIDEO_POLL_INTERVAL_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error generating video');
    expect(saved).toHaveLength(0);
  });
});
