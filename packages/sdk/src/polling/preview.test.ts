import { describe, expect, it } from 'vitest';
import { makeClip } from '../testing/factories';
import { setupSdk, withMswServer } from '../testing/test-kit';
import { unlockPreviewClip, watchPreviewClip } from './preview';

const server = withMswServer();

describe('preview clips: every 15 s for up to 60 s, then the unlock offer', () => {
  it('polls at 15, 30, 45 and 60 s, then offers the manual unlock', async () => {
    const { client, clock, state } = setupSdk(server);
    state.putClips([makeClip({ id: 'p', metadata: { type: 'preview' }, preview_seconds: 30 })]);
    const start = clock.now();
    const result = watchPreviewClip('p', { client, clock });
    await clock.runAll();
    expect(await result).toMatchObject({ status: 'unlockOffered', clip: { id: 'p' } });
    expect(state.requestsOf('getFeedV2').map((r) => r.at - start)).toEqual([
      15_000, 30_000, 45_000, 60_000,
    ]);
  });

  it('stops once the clip is no longer a preview (it became type gen)', async () => {
    const { client, clock, state } = setupSdk(server);
    state.putClips([makeClip({ id: 'p', metadata: { type: 'preview' } })]);
    const result = watchPreviewClip('p', { client, clock });
    await clock.advance(15_000);
    state.updateClip('p', (clip) => ({ ...clip, metadata: { ...clip.metadata, type: 'gen' } }));
    await clock.runAll();
    expect(await result).toMatchObject({ status: 'unlocked' });
    expect(state.requestsOf('getFeedV2')).toHaveLength(2);
  });

  it('the unlock is POST /api/gen/{gen_id}/unlock-preview', async () => {
    const { client, state } = setupSdk(server);
    await unlockPreviewClip(client, 'p');
    expect(state.requestsOf('unlockPreview')[0]?.url).toMatch(/\/api\/gen\/p\/unlock-preview$/);
  });
});
