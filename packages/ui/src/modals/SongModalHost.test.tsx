/**
 * The connected song modals through SongModalHost against the SDK's MSW handlers in Node: each
 * request `{ kind, clip, detail }` opens its modal, which calls the SDK and shows the spec's
 * messages (1-generation §4 Pin, Trash, §7, §8).
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { type PinPlan, planPin } from '@cadenza/sdk';
import { handle } from '@cadenza/sdk/testing';
import { renderConnected, serveMock, TEST_BASE as BASE } from '../testing';
import { FIXTURE_SONG } from './fixtures/data';
import { COMMERCIAL_RIGHTS_LABELS } from './labels';
import type { SongModalRequest } from './modal-kind';
import { SongModalHost } from './SongModalHost';

const server = serveMock();

function mount(request: SongModalRequest, ...overrides: HttpHandler[]) {
  const onClose = vi.fn();
  const { state, user } = renderConnected(
    server,
    <SongModalHost request={request} onClose={onClose} saveFile={vi.fn()} />,
    { handlers: overrides },
  );
  return { state, onClose, user };
}

describe('SongModalHost', () => {
  test('commercial rights: the eligibility answer of the song', async () => {
    const overrides = [
      handle(
        'getCommercialRightsEligibility',
        () => HttpResponse.json({ eligible: true, reason: null }),
        BASE,
      ),
    ];
    mount({ kind: 'commercial_rights', clip: FIXTURE_SONG, detail: undefined }, ...overrides);
    expect(await screen.findByText(COMMERCIAL_RIGHTS_LABELS.eligible)).toBeVisible();
  });

  test("delete: a failed delete says 'Clip could not be deleted.' with the persona hint", async () => {
    const clip = {
      ...FIXTURE_SONG,
      persona: { id: 'p-1', name: 'Night Voice', is_owned: true, is_public: false },
    };
    const { user, onClose } = mount({ kind: 'delete', clip, detail: undefined });
    server.use(
      handle(
        'deleteClips',
        () => HttpResponse.json({ detail: 'Has persona' }, { status: 409 }),
        BASE,
      ),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Delete the persona first/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Clip could not be deleted.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  test("pin: 'Pinning Private Song!' confirmed sends the pin and toasts 'This song has been pinned to Profile.'", async () => {
    const plan = planPin(FIXTURE_SONG, [], {}) as Extract<PinPlan, { action: 'pin' }>;
    const pins = vi.fn();
    const overrides = [
      handle(
        'pinClip',
        async ({ request }) => {
          pins(await request.json());
          return new HttpResponse(null, { status: 204 });
        },
        BASE,
      ),
    ];
    const { user, onClose } = mount(
      { kind: 'pin_confirm', clip: FIXTURE_SONG, detail: { plan } },
      ...overrides,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Pinning Private Song!' });
    await user.click(within(dialog).getByRole('button', { name: 'Pin' }));
    expect(await screen.findAllByText('This song has been pinned to Profile.')).not.toHaveLength(0);
    expect(pins).toHaveBeenCalledWith({ unpin: false, max_pins: 5 });
    expect(onClose).toHaveBeenCalled();
  });

  test("report bug: update_flag_state with flagged, reason and details; 'Song flagged.'", async () => {
    const flags = vi.fn();
    const overrides = [
      handle(
        'flagClip',
        async ({ request }) => {
          flags(await request.json());
          return new HttpResponse(null, { status: 204 });
        },
        BASE,
      ),
    ];
    const { user } = mount(
      { kind: 'flag_bug', clip: FIXTURE_SONG, detail: undefined },
      ...overrides,
    );
    await user.click(await screen.findByRole('textbox', { name: 'Details' }));
    await user.paste('Stops at 1:20');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findAllByText('Song flagged.')).not.toHaveLength(0);
    expect(flags).toHaveBeenCalledWith({
      flagged: true,
      flagged_reason: 'bug',
      flagged_reason_details: 'Stops at 1:20',
    });
  });
});
