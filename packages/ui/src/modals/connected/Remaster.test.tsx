/**
 * Remaster, connected, against the SDK's MSW handlers (1-generation §5 remaster limits, §6 plan
 * features Remaster and VariationRemaster, §7 generate/upsample, §8 remaster errors, §9
 * remastering toast 10 s).
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { Clip } from '@cadenza/sdk/store';
import * as kit from '../../testing';
import {
  BILLING_MODELS,
  FIXTURE_CONTEST_SONG,
  FIXTURE_LONG_SONG,
  FIXTURE_SONG,
} from '../fixtures/data';
import { REMASTER_LABELS as L } from '../labels';
import { Remaster } from './Remaster';

const server = kit.serveMock();

function mount(
  clip: Clip = FIXTURE_SONG,
  session: kit.RenderConnectedOptions['session'] = { models: BILLING_MODELS },
) {
  const upsample = kit.record('upsample', () => HttpResponse.json({ clips: [] }));
  const onClose = vi.fn();
  const mounted = kit.renderConnected(server, <Remaster clip={clip} open onClose={onClose} />, {
    session,
    handlers: [upsample.handler],
  });
  return { ...mounted, onClose, upsample };
}

const submitButton = () => screen.findByRole('button', { name: L.submit });

describe('Remaster', () => {
  test("Remaster posts generate/upsample with the song, the usable model, the title and (with VariationRemaster) the variation; toasts 'Remastering your song…' for 10 s and closes", async () => {
    const { user, upsample, onClose } = mount(FIXTURE_SONG, {
      models: BILLING_MODELS,
      plan_features: ['Remaster', 'VariationRemaster'],
    });
    await vi.waitFor(() => expect(screen.queryByText(L.variationLocked)).toBeNull());
    const title = screen.getByRole('textbox', { name: L.songTitle });
    await user.clear(title);
    await user.type(title, 'Night Drive (Remaster)');
    await user.click(await submitButton());
    expect(await kit.findToast(L.remastering)).toHaveAttribute('data-duration', '10000');
    expect(upsample.calls[0]?.body).toEqual({
      clip_id: FIXTURE_SONG.id,
      model_name: 'chirp-bluejay',
      title: 'Night Drive (Remaster)',
      variation_category: 'normal',
    });
    expect(onClose).toHaveBeenCalled();
  });

  test("without VariationRemaster the variation is locked ('Variation remaster needs a higher plan.') and not sent", async () => {
    const { user, upsample } = mount();
    expect(await screen.findByText(L.variationLocked)).toBeVisible();
    await user.click(await submitButton());
    await vi.waitFor(() => expect(upsample.calls).toHaveLength(1));
    expect(upsample.calls[0]?.body).not.toHaveProperty('variation_category');
  });

  test("remaster title max 80 characters: 81 show 'Title too long.' and Remaster is disabled", async () => {
    const { user, upsample } = mount();
    const title = await screen.findByRole('textbox', { name: L.songTitle });
    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(81));
    expect(await screen.findByText('Title too long.')).toBeVisible();
    expect(await submitButton()).toBeDisabled();
    await user.clear(title);
    await user.paste('x'.repeat(80));
    expect(screen.queryByText('Title too long.')).toBeNull();
    expect(await submitButton()).toBeEnabled();
    expect(upsample.calls).toHaveLength(0);
  });

  test("remaster disabled over 960 s: 'Cannot remaster songs longer than 16 minutes'", async () => {
    mount(FIXTURE_LONG_SONG);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot remaster songs longer than 16 minutes',
    );
    expect(await submitButton()).toBeDisabled();
  });

  test("remaster disabled for contest base clips: 'Contest songs cannot be remastered'", async () => {
    mount(FIXTURE_CONTEST_SONG);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Contest songs cannot be remastered',
    );
    expect(await submitButton()).toBeDisabled();
  });

  test.each([
    [400, 'Remaster not allowed. Subscribe to access Remaster.'],
    [422, 'Title too long.'],
    [409, 'Remaster failed.'],
  ])("the server answering %i: '%s', and the modal stays open", async (status, message) => {
    const { user, onClose } = mount();
    server.use(kit.record('upsample', () => kit.refusal(status, 'refused')).handler);
    await user.click(await submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
  });
});
