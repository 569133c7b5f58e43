/**
 * Delete clip, connected, against the SDK's MSW handlers (1-generation §4 Trash: permanent
 * delete; §7 clips/delete; §8 'Clip could not be deleted.').
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import * as kit from '../../testing';
import { FIXTURE_SONG } from '../fixtures/data';
import { DELETE_CLIP_LABELS as L } from '../labels';
import { DeleteClip } from './DeleteClip';

const server = kit.serveMock();

function mount(answer: () => Response) {
  const removed = kit.record('deleteClips', answer);
  const onClose = vi.fn();
  const mounted = kit.renderConnected(
    server,
    <DeleteClip clip={FIXTURE_SONG} open onClose={onClose} />,
    {
      handlers: [removed.handler],
    },
  );
  return { ...mounted, removed, onClose };
}

describe('delete clip', () => {
  test('Delete posts clips/delete with the song id and closes', async () => {
    const { user, removed, onClose } = mount(() =>
      HttpResponse.json({ deleted_ids: [FIXTURE_SONG.id] }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: L.title });
    expect(within(dialog).queryByText(L.personaHint)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: L.delete }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(removed.calls[0]?.body).toEqual({ ids: [FIXTURE_SONG.id] });
  });

  test("a refused delete: 'Clip could not be deleted.' and the dialog stays", async () => {
    const { user, onClose } = mount(() => kit.refusal(409, 'Conflict'));
    const dialog = await screen.findByRole('alertdialog', { name: L.title });
    await user.click(within(dialog).getByRole('button', { name: L.delete }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Clip could not be deleted.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
