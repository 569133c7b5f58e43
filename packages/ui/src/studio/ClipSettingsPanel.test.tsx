/**
 * The clip settings panel (2-studio §2, §5 Studio clip controls): "transposition -24..+24
 * semitones. Typed values are clamped, a leading plus is accepted, non-numeric input is ignored."
 * "Speed buttons halve or double", the speed "clamped to 1/128..128"; "Transposition buttons step
 * by 1"; Tempo On Beat or Original; Clip Volume shown in dB.
 */
import { createStudioClip, type StudioClip } from '@cadenza/studio-engine';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ClipSettingsPanel } from './ClipSettingsPanel';

function setup(over: Partial<StudioClip> = {}) {
  const clip = createStudioClip({ id: 'c1', startBeats: 0, endBeats: 8, name: 'Hook', ...over });
  const onIntent = vi.fn();
  render(<ClipSettingsPanel clip={clip} trackColor="#5c92f2" onIntent={onIntent} />);
  const intents = () => onIntent.mock.calls.map(([output]) => output);
  return { onIntent, intents, user: userEvent.setup() };
}

describe('Transpose: typed values clamped, leading plus accepted, non-numbers ignored', () => {
  test.each([
    ['+7', 7],
    ['-30', -24],
    ['99', 24],
    [' 5 ', 5],
  ])('typing %j sets %d semitones', async (typed, value) => {
    const { intents, user } = setup();
    const input = screen.getByRole('textbox', { name: 'Transpose' });
    await user.clear(input);
    await user.type(input, `${typed}{Enter}`);
    expect(intents()).toEqual([
      { phase: 'commit', intent: { type: 'setClipTransposition', clipId: 'c1', value } },
    ]);
  });

  test('non-numeric input is ignored and the field shows the clip value again', async () => {
    const { intents, user } = setup({ transposition: 2 });
    const input = screen.getByRole('textbox', { name: 'Transpose' });
    await user.clear(input);
    await user.type(input, 'abc{Enter}');
    expect(intents()).toEqual([]);
    expect(input).toHaveValue('+2');
  });

  test('the buttons step by 1 and stop at the limits', async () => {
    const { intents, user } = setup({ transposition: 24 });
    expect(screen.getByRole('button', { name: 'Transpose up 1 semitone' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Transpose down 1 semitone' }));
    expect(intents()).toEqual([
      { phase: 'commit', intent: { type: 'stepClipTransposition', clipId: 'c1', direction: -1 } },
    ]);
  });
});

describe('Speed halves or doubles within 1/128..128', () => {
  test('double and halve send the factor', async () => {
    const { intents, user } = setup();
    expect(screen.getByText('1×')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Double' }));
    await user.click(screen.getByRole('button', { name: 'Halve' }));
    expect(intents().map((o) => (o.phase === 'commit' ? o.intent : null))).toEqual([
      { type: 'scaleClipSpeed', clipId: 'c1', factor: 2 },
      { type: 'scaleClipSpeed', clipId: 'c1', factor: 0.5 },
    ]);
  });

  test('halving stops at 1/128 and doubling at 128', () => {
    setup({ warp: { enabled: false, markers: [], speed: 1 / 128, awaitingAnalysis: false } });
    expect(screen.getByText('1/128×')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Double' })).toBeEnabled();
  });
});

describe('Tempo, colour and Clip Volume', () => {
  test('Tempo switches between On Beat and Original', async () => {
    const { intents, user } = setup();
    expect(screen.getByRole('radio', { name: 'Original' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'On Beat' }));
    expect(intents()).toEqual([
      { phase: 'commit', intent: { type: 'setClipTempo', clipId: 'c1', tempo: 'on-beat' } },
    ]);
  });

  test('a swatch colours the clip; Track colour clears it', async () => {
    const { intents, user } = setup({ color: '#f25c5c' });
    expect(
      screen.getAllByRole('radio', { checked: true }).map((r) => r.getAttribute('aria-label')),
    ).toContain('#f25c5c');
    await user.click(screen.getByRole('radio', { name: '#5cf2a3' }));
    await user.click(screen.getByRole('button', { name: 'Track colour' }));
    expect(intents().map((o) => (o.phase === 'commit' ? o.intent : null))).toEqual([
      { type: 'setClipColor', clipIds: ['c1'], color: '#5cf2a3' },
      { type: 'setClipColor', clipIds: ['c1'], color: null },
    ]);
  });

  test('Clip Volume is shown in dB', () => {
    setup({ amplitude: 0.5 });
    expect(screen.getByRole('slider', { name: 'Clip Volume' })).toHaveAttribute(
      'aria-valuetext',
      '−6.0 dB',
    );
  });
});
