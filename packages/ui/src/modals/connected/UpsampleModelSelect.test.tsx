/**
 * Upsample model select, connected, against the SDK's MSW handlers (1-generation §7
 * generate/upsample and its send rules, §8 remaster errors; 2-studio §5 upsample parameters).
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import * as kit from '../../testing';
import { BILLING_MODELS, FIXTURE_SONG } from '../fixtures/data';
import { REMASTER_LABELS, UPSAMPLE_LABELS as L } from '../labels';
import { UpsampleModelSelect } from './UpsampleModelSelect';

const server = kit.serveMock();

function mount() {
  const upsample = kit.record('upsample', () => HttpResponse.json({ clips: [] }));
  const onClose = vi.fn();
  const mounted = kit.renderConnected(
    server,
    <UpsampleModelSelect clip={FIXTURE_SONG} open onClose={onClose} />,
    {
      session: { models: BILLING_MODELS },
      handlers: [upsample.handler],
    },
  );
  return { ...mounted, onClose, upsample };
}

const submit = () => screen.findByRole('button', { name: L.submit });

/** The session has answered: the usable model is chosen. */
const modelsLoaded = () =>
  vi.waitFor(() =>
    expect(screen.getByRole('combobox', { name: L.model })).toHaveTextContent('v4.5+'),
  );

describe('Upsample model select', () => {
  test("sends the usable model and the song's styles; parameters at their defaults are not sent", async () => {
    const { user, upsample, onClose } = mount();
    expect(await screen.findByRole('textbox', { name: L.styles })).toHaveValue('synthwave, dreamy');
    await modelsLoaded();
    await user.click(await submit());
    expect(await kit.findToast(REMASTER_LABELS.remastering)).toHaveAttribute(
      'data-duration',
      '10000',
    );
    expect(upsample.calls[0]?.body).toEqual({
      clip_id: FIXTURE_SONG.id,
      model_name: 'chirp-bluejay',
      tags: 'synthwave, dreamy',
    });
    expect(onClose).toHaveBeenCalled();
  });

  test('a parameter moved off its default is sent; blank styles are not', async () => {
    const { user, upsample } = mount();
    await modelsLoaded();
    await user.clear(await screen.findByRole('textbox', { name: L.styles }));
    const freedom = screen.getByRole('slider', { name: L.params.freedom });
    freedom.focus();
    await user.keyboard('{ArrowRight}');
    expect(freedom).toHaveAttribute('aria-valuetext', '1%');
    await user.click(await submit());
    await vi.waitFor(() => expect(upsample.calls).toHaveLength(1));
    expect(upsample.calls[0]?.body).toEqual({
      clip_id: FIXTURE_SONG.id,
      model_name: 'chirp-bluejay',
      freedom: 0.01,
    });
  });

  test("a 400 answer: 'Remaster not allowed. Subscribe to access Remaster.'", async () => {
    const { user, onClose } = mount();
    server.use(kit.record('upsample', () => kit.refusal(400, 'Not subscribed')).handler);
    await user.click(await submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Remaster not allowed. Subscribe to access Remaster.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
