/**
 * Share clip, connected, against the SDK's MSW handlers (1-generation §7 share/link, §8
 * 'Clipboard not supported. Please copy the URL from the address bar.' (alert); 2-studio §4 a
 * share increments the share action count; 3-library-social §4 Sharing).
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../fixtures/data';
import { SHARE_LABELS as L } from '../labels';
import { ShareClip, type CopyText } from './ShareClip';

const server = kit.serveMock();

function mount(
  copyText: CopyText,
  link: () => Response = () => HttpResponse.json({ link: '/s/abc' }),
) {
  const created = kit.record('createShareLink', link);
  const counted = kit.record('incrementActionCount', () => HttpResponse.json({ success: true }));
  const mounted = kit.renderConnected(
    server,
    <ShareClip
      clip={FIXTURE_SONG}
      open
      onClose={vi.fn()}
      copyText={copyText}
      origin="https://cadenza.test"
    />,
    { handlers: [created.handler, counted.handler] },
  );
  return { ...mounted, created, counted };
}

describe('share clip', () => {
  test('the short link is asked for the clip (copy_link) and shown absolute; Copy Link copies it and counts a share', async () => {
    const copyText = vi.fn<CopyText>(() => Promise.resolve());
    const { user, created, counted } = mount(copyText);
    expect(await screen.findByRole('textbox', { name: L.link })).toHaveValue(
      'https://cadenza.test/s/abc',
    );
    expect(created.calls[0]?.body).toEqual({
      content_type: 'clip',
      content_id: FIXTURE_SONG.id,
      source: 'web',
      platform: 'copy_link',
    });
    await user.click(screen.getByRole('button', { name: L.copy }));
    expect(await screen.findByRole('button', { name: L.copied })).toBeVisible();
    expect(copyText).toHaveBeenCalledWith('https://cadenza.test/s/abc');
    await vi.waitFor(() => expect(counted.calls).toHaveLength(1));
    expect(counted.calls[0]?.params).toMatchObject({ gen_id: FIXTURE_SONG.id });
    expect(counted.calls[0]?.body).toEqual({ action: 'share' });
  });

  test("a clipboard that cannot be used: 'Clipboard not supported. Please copy the URL from the address bar.'", async () => {
    const { user, counted } = mount(() => Promise.reject(new Error('denied')));
    await screen.findByRole('textbox', { name: L.link });
    await user.click(screen.getByRole('button', { name: L.copy }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Clipboard not supported. Please copy the URL from the address bar.',
    );
    expect(counted.calls).toHaveLength(0);
  });

  test("a refused link shows the server's detail, else 'Could not create the link.'", async () => {
    mount(vi.fn<CopyText>(), () => kit.refusal(400));
    expect(await screen.findByRole('alert')).toHaveTextContent(L.linkFailed);
    expect(screen.queryByRole('textbox', { name: L.link })).toBeNull();
  });
});
