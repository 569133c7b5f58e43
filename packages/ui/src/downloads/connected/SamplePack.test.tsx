/**
 * Sample Pack (beta), connected, against the SDK's MSW handlers (2-studio §4 Downloads: the
 * stems are zipped, an empty list fails; §7 generate_sample_pack; §8 'Failed to generate sample
 * pack', 'No high-quality stems found'; 1-generation §8 'Sample pack generation failed', §9 the
 * 8 s 'This may take 2-3 minutes' toast).
 */
import { screen } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { SaveFile } from '../download-file';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../../modals/fixtures/data';
import { SAMPLE_PACK_LABELS as L } from '../../modals/labels';
import { SamplePack } from './SamplePack';

const server = kit.serveMock();

const STEMS = [
  { url: '/media/stems/clip-night/vocals.wav', filename: 'vocals.wav' },
  { url: '/media/stems/clip-night/drums.wav', filename: 'drums.wav' },
];

const wav = (byte: number) =>
  new HttpResponse(new Uint8Array([byte]), { headers: { 'content-type': 'audio/wav' } });

function mount(pack: () => Response, stem: (filename: string) => Response = () => wav(1)) {
  const requested = kit.record('generateSamplePack', pack);
  const fetched = kit.record('getStemFile', (call) => stem(String(call.params.filename)));
  const saved: { blob: Blob; filename: string }[] = [];
  const saveFile: SaveFile = (blob, filename) => saved.push({ blob, filename });
  const mounted = kit.renderConnected(
    server,
    <SamplePack clip={FIXTURE_SONG} open onClose={vi.fn()} saveFile={saveFile} />,
    { handlers: [requested.handler, fetched.handler] },
  );
  return { ...mounted, requested, fetched, saved };
}

const download = async (user: ReturnType<typeof mount>['user']) =>
  user.click(await screen.findByRole('button', { name: L.download }));

describe('sample pack', () => {
  test("Download shows 'This may take 2-3 minutes' for 8 s, zips the stems and saves the pack", async () => {
    const { user, requested, saved } = mount(
      () => HttpResponse.json({ stems: STEMS }),
      (filename) => wav(filename === 'vocals.wav' ? 1 : 2),
    );
    await download(user);
    expect(await kit.findToast('This may take 2-3 minutes')).toHaveAttribute(
      'data-duration',
      '8000',
    );
    expect(await screen.findByText('Night Drive - Sample Pack.zip')).toBeVisible();
    expect(requested.calls[0]?.params).toMatchObject({ clip_id: FIXTURE_SONG.id });
    const zip = unzipSync(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(['drums.wav', 'vocals.wav']);
    expect([...zip['drums.wav']!]).toEqual([2]);
    expect(saved[0]?.filename).toBe('Night Drive - Sample Pack.zip');
  });

  test("a refused request: 'Failed to generate sample pack'", async () => {
    const { user, saved } = mount(() => kit.refusal(403, 'Not allowed'));
    await download(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate sample pack');
    expect(screen.getByRole('button', { name: L.retry })).toBeEnabled();
    expect(saved).toHaveLength(0);
  });

  test("an empty list fails: 'No high-quality stems found'", async () => {
    const { user } = mount(() => HttpResponse.json({ stems: [] }));
    await download(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('No high-quality stems found');
  });

  test("a stem that cannot be fetched: 'Sample pack generation failed'", async () => {
    const { user, saved } = mount(
      () => HttpResponse.json({ stems: STEMS }),
      () => kit.refusal(404, 'Not found.'),
    );
    await download(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sample pack generation failed');
    expect(saved).toHaveLength(0);
  });
});
