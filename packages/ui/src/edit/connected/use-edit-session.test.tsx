/**
 * Edit mode's timeline and its edit range follow each other (2-studio §2 waveform selector, 0.2 s
 * steps), and the local edit state is restored on reload (3-library-social §4, under 15 minutes):
 * a range restored as the session opens shows on the timeline and stays, instead of the two sides
 * swapping values until React gives up ('Maximum update depth exceeded', a blank page).
 */
import { act, screen } from '@testing-library/react';
import { useCallback, useEffect, useReducer } from 'react';
import { describe, expect, test } from 'vitest';
import type { EditRange } from '@cadenza/sdk';
import { editSelectionBeats, type SessionPorts } from '@cadenza/studio-engine';
import * as kit from '../../testing';
import { editReducer, initialEditState } from '../edit-state';
import { sessionEditRange, useEditSession } from './use-edit-session';

const server = kit.serveMock();
const CLIP = { id: 'song-a', title: 'Harbour at Dawn', durationS: 30, avgBpm: 120 };
const PORTS: SessionPorts = {
  save: () => Promise.resolve({ version_id: 'v-1' }),
  fetchWaveform: () => Promise.resolve(null),
  fetchAudio: () => Promise.resolve(new ArrayBuffer(8)),
};
const show = (range: EditRange | null) => (range === null ? 'none' : `${range.start}-${range.end}`);

/** The edit screen's range, restored (as useEditScreen does) in the commit the session opens in. */
function Harness({ restored }: { restored: EditRange | null }) {
  const [state, dispatch] = useReducer(editReducer, null, () => initialEditState(CLIP.durationS));
  const onSelect = useCallback(
    (range: EditRange | null) =>
      dispatch(
        range === null
          ? { type: 'clearSelection' }
          : { type: 'select', from: range.start, to: range.end },
      ),
    [],
  );
  const { session, snapshot } = useEditSession({
    clip: CLIP,
    selection: state.settings.selection,
    onSelect,
    ports: PORTS,
  });
  useEffect(() => {
    if (restored !== null)
      dispatch({ type: 'restore', settings: { ...state.settings, selection: restored } });
    // Once, on opening, like the restore of the kept settings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const project = snapshot?.project ?? null;
  return (
    <>
      <p data-testid="edit">{show(state.settings.selection)}</p>
      <p data-testid="timeline">
        {project === null ? 'loading' : show(sessionEditRange(project, CLIP.durationS))}
      </p>
      <button
        onClick={() => {
          const current = session?.getSnapshot().project;
          if (current == null) return;
          session?.dispatch({
            type: 'selection/set',
            selection: editSelectionBeats(current, { start: 2, end: 9 }),
          });
        }}
      >
        drag
      </button>
    </>
  );
}

describe('the timeline and the edit range follow each other', () => {
  test('a range restored as the session opens shows on the timeline and stays there', async () => {
    const { clock, close } = kit.renderConnected(
      server,
      <Harness restored={{ start: 4, end: 12 }} />,
    );
    await act(() => clock.advance(1000));
    expect(screen.getByTestId('edit').textContent).toBe('4-12');
    expect(screen.getByTestId('timeline').textContent).toBe('4-12');
    close();
  });

  test('a range chosen on the timeline becomes the edit range', async () => {
    const { clock, user, close } = kit.renderConnected(server, <Harness restored={null} />);
    await act(() => clock.advance(100));
    expect(screen.getByTestId('timeline').textContent).toBe('none');
    await user.click(screen.getByRole('button', { name: 'drag' }));
    await act(() => clock.advance(100));
    expect(screen.getByTestId('edit').textContent).toBe('2-9');
    expect(screen.getByTestId('timeline').textContent).toBe('2-9');
    close();
  });
});
