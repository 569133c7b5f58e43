/**
 * Download share asset (staff), connected, against the SDK's MSW handlers on the store's fake
 * clock (1-generation §4 Download states: polled every 2 s with a 5-minute timeout, initial
 * status 'rendering'; §8 'Failed to create share asset', 'Share asset generation failed',
 * 'Share asset generation timed out'; 2-studio §3 Share asset).
 */
import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { SHARE_ASSET_POLL_INTERVAL_MS, SHARE_ASSET_POLL_TIMEOUT_MS } from '@cadenza/sdk';
import type { SaveFile } from '../download-file';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../../modals/fixtures/data';
import { SHARE_ASSET_LABELS as L } from '../../modals/labels';
import { DownloadShareAsset } from './DownloadShareAsset';

const server = kit.serveMock();

const RENDERING = { asset_id: 'asset-1', status: 'rendering', render_status: null };
const COMPLETE = {
  asset_id: 'asset-1',
  status: 'complete',
  render_status: 'complete',
  image_url: 'https://cdn.test/asset-1.png',
};

/** The share asset renders, answering `reads` in turn (the last one from then on). */
function mount(create: Response, reads: readonly Response[] = []) {
  const created = kit.record('createShareAsset', () => create);
  const polled = kit.record('getShareAsset', () => {
    const next = reads[Math.min(polled.calls.length - 1, reads.length - 1)];
    return next?.clone() ?? HttpResponse.json(RENDERING);
  });
  const image = kit.record(
    'getShareAssetImage',
    () =>
      new HttpResponse(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } }),
  );
  const saved: { blob: Blob; filename: string }[] = [];
  const saveFile: SaveFile = (blob, filename) => saved.push({ blob, filename });
  const mounted = kit.renderConnected(
    server,
    <DownloadShareAsset clip={FIXTURE_SONG} open onClose={vi.fn()} saveFile={saveFile} />,
    { handlers: [created.handler, polled.handler, image.handler] },
  );
  return { ...mounted, created, polled, image, saved };
}

describe('download share asset', () => {
  test("rendering starts on open ('rendering'), is polled every 2 s until complete, and Download saves the image", async () => {
    const { user, clock, created, polled, image, saved } = mount(HttpResponse.json(RENDERING), [
      HttpResponse.json(RENDERING),
      HttpResponse.json(COMPLETE),
    ]);
    expect(await screen.findByText(L.rendering)).toBeVisible();
    await vi.waitFor(() => expect(created.calls).toHaveLength(1));
    await act(() => clock.advance(SHARE_ASSET_POLL_INTERVAL_MS));
    expect(polled.calls).toHaveLength(1);
    expect(screen.queryByText(L.ready)).toBeNull();
    await act(() => clock.advance(SHARE_ASSET_POLL_INTERVAL_MS));
    expect(polled.calls).toHaveLength(2);
    expect(polled.calls[1]?.params).toMatchObject({ gen_id: FIXTURE_SONG.id, asset_id: 'asset-1' });
    expect(await screen.findByText(L.ready)).toBeVisible();
    expect(screen.getByRole('img', { name: L.preview })).toHaveAttribute(
      'src',
      'https://cdn.test/asset-1.png',
    );
    await user.click(screen.getByRole('button', { name: L.download }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(image.calls[0]?.params).toMatchObject({ asset_id: 'asset-1' });
    expect(saved[0]?.filename).toBe('Night Drive - Share Asset.png');
  });

  test("a refused create: 'Failed to create share asset'", async () => {
    mount(kit.refusal(403, 'Staff only'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create share asset');
    expect(screen.getByRole('button', { name: L.retry })).toBeEnabled();
  });

  test("render_status error: 'Share asset generation failed'", async () => {
    const { clock } = mount(HttpResponse.json(RENDERING), [
      HttpResponse.json({ ...RENDERING, status: 'error', render_status: 'error' }),
    ]);
    await screen.findByText(L.rendering);
    await act(() => clock.advance(SHARE_ASSET_POLL_INTERVAL_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent('Share asset generation failed');
  });

  test("still rendering after 5 minutes: 'Share asset generation timed out'", async () => {
    const { clock, polled } = mount(HttpResponse.json(RENDERING));
    await screen.findByText(L.rendering);
    await act(() => clock.advance(SHARE_ASSET_POLL_TIMEOUT_MS / 2));
    expect(screen.getByRole('progressbar', { name: L.progress })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await act(() => clock.advance(SHARE_ASSET_POLL_TIMEOUT_MS / 2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Share asset generation timed out');
    expect(polled.calls.length).toBeLessThanOrEqual(
      SHARE_ASSET_POLL_TIMEOUT_MS / SHARE_ASSET_POLL_INTERVAL_MS,
    );
  });
});
