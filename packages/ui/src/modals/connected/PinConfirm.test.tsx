/**
 * Pin to Profile, connected, against the SDK's MSW handlers (1-generation §4 Pin: 'Pinning
 * Private Song!' and 'Pin limit reached!' confirmations, the pin toasts; 3-library-social §4
 * Pins, §7 profiles/pinned-clips and pin-clip).
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { makeClip } from '@cadenza/sdk/testing';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../fixtures/data';
import { PIN_CONFIRM_LABELS } from '../labels';
import { PinConfirm } from './PinConfirm';

const server = kit.serveMock();

const PINNED = ['pin-1', 'pin-2', 'pin-3', 'pin-4', 'pin-5'].map((id) =>
  makeClip({ id, is_pinned: true, is_public: true }),
);

function mount(clip: typeof FIXTURE_SONG, pinned: readonly (typeof FIXTURE_SONG)[]) {
  const list = kit.record('getPinnedClips', () => HttpResponse.json({ clips: pinned }));
  const pins = kit.record('pinClip', () =>
    HttpResponse.json({ is_pinned: true, pinned_clip_ids: [clip.id], replaced_clip_id: null }),
  );
  const onClose = vi.fn();
  const mounted = kit.renderConnected(server, <PinConfirm clip={clip} open onClose={onClose} />, {
    handlers: [list.handler, pins.handler],
  });
  return { ...mounted, pins, onClose };
}

describe('pin to profile', () => {
  test("a public song at the pin limit: 'Pin limit reached!' with 'You can only pin up to 5 songs...'; Pin sends it with max_pins 5", async () => {
    const { user, pins, onClose } = mount({ ...FIXTURE_SONG, is_public: true }, PINNED);
    const dialog = await screen.findByRole('alertdialog', { name: 'Pin limit reached!' });
    expect(dialog).toHaveTextContent('You can only pin up to 5 songs...');
    expect(pins.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: PIN_CONFIRM_LABELS.pin }));
    expect(await kit.findToast('This song has been pinned to Profile.')).toHaveAttribute(
      'data-kind',
      'success',
    );
    expect(pins.calls[0]?.body).toEqual({ unpin: false, max_pins: 5 });
    expect(onClose).toHaveBeenCalled();
  });

  test("a pinned song is unpinned at once: 'This song has been unpinned from Profile.'", async () => {
    const { pins, onClose } = mount({ ...FIXTURE_SONG, is_pinned: true }, []);
    expect(await kit.findToast('This song has been unpinned from Profile.')).toHaveAttribute(
      'data-kind',
      'success',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(pins.calls[0]?.body).toEqual({ unpin: true, max_pins: 5 });
    expect(onClose).toHaveBeenCalled();
  });
});
