/**
 * Stems ('Stems / MIDI'), connected, against the SDK's MSW handlers (1-generation §4 Get Stems:
 * owner, complete; 2-studio §7 POST edit/stems/{clip_id} returns clips).
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { makeClip } from '@cadenza/sdk/testing';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../fixtures/data';
import { STEMS_LABELS as L } from '../labels';
import { Stems } from './Stems';

const server = kit.serveMock();

const stem = (id: string, group: 'Vocals' | 'Drums') =>
  makeClip({
    id,
    model_name: 'chirp-crow',
    status: 'submitted',
    metadata: { type: 'stem', stem_type_group_name: group, stem_from_id: FIXTURE_SONG.id },
  });

function mount(answer: () => Response) {
  const split = kit.record('generateStems', answer);
  const mounted = kit.renderConnected(
    server,
    <Stems clip={FIXTURE_SONG} open onClose={vi.fn()} />,
    {
      handlers: [split.handler],
    },
  );
  return { ...mounted, split };
}

describe("'Stems / MIDI'", () => {
  test('Get Stems posts edit/stems for the song and says how many stem clips are coming', async () => {
    const { user, split } = mount(() =>
      HttpResponse.json({ clips: [stem('stem-vocals', 'Vocals'), stem('stem-drums', 'Drums')] }),
    );
    expect(await screen.findByRole('dialog', { name: L.title })).toBeVisible();
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(L.started(2));
    expect(split.calls[0]?.params).toMatchObject({ clip_id: FIXTURE_SONG.id });
    expect(screen.queryByRole('button', { name: L.submit })).toBeNull();
  });

  test("a refused split shows the server's detail and Get Stems stays", async () => {
    const { user } = mount(() => kit.refusal(403, 'Stems need a Pro plan'));
    await user.click(await screen.findByRole('button', { name: L.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stems need a Pro plan');
    expect(screen.getByRole('button', { name: L.submit })).toBeEnabled();
  });
});
