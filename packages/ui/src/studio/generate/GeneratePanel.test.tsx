/**
 * The studio create panel's head (2-studio §4, §5): the generate mode of the selection as a badge,
 * the replace options (smart_infill default, 'Classic', 'Fixed') when replacing, the end-selection
 * choice at the end of the song, and every generate-blocked message shown where the user looks.
 */
import {
  classicTooLong,
  classicTooShort,
  createTooShort,
  MESSAGES,
  selectionTooLong,
} from '@cadenza/studio-engine';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { GeneratePanel, type GeneratePanelSelection } from './GeneratePanel';
import { GENERATE_LABELS as L } from './labels';

function setup(selection: GeneratePanelSelection | null) {
  const onReplaceModeChange = vi.fn();
  const onEndSelectionModeChange = vi.fn();
  render(
    <GeneratePanel
      selection={selection}
      replaceMode="smart_infill"
      endSelectionMode="replace"
      onReplaceModeChange={onReplaceModeChange}
      onEndSelectionModeChange={onEndSelectionModeChange}
    />,
  );
  return { onReplaceModeChange, onEndSelectionModeChange, user: userEvent.setup() };
}

const sel = (over: Partial<GeneratePanelSelection>): GeneratePanelSelection => ({
  generateMode: 'replace',
  seconds: 8,
  isEndSelection: false,
  blocked: null,
  ...over,
});

describe('the generate mode badge', () => {
  test.each([
    ['replace', 'Replace · 8 s'],
    ['create', 'Create · 8 s'],
    ['extend', 'Extend · 8 s'],
  ] as const)('%s shows %j', (generateMode, text) => {
    setup(sel({ generateMode }));
    expect(screen.getByText(text)).toBeTruthy();
  });

  test('without a selection it asks for one', () => {
    setup(null);
    expect(screen.getByText(L.noSelection)).toBeTruthy();
  });
});

describe('replace options: Smart (smart_infill, the default), Classic (infill), Fixed (fixed_infill)', () => {
  test('shown when replacing; choosing Classic reports infill', async () => {
    const { onReplaceModeChange, user } = setup(sel({}));
    expect(screen.getByRole('radio', { name: 'Smart' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Classic' }));
    expect(onReplaceModeChange).toHaveBeenCalledWith('infill');
  });

  test('not shown when creating', () => {
    setup(sel({ generateMode: 'create' }));
    expect(screen.queryByRole('radio', { name: 'Classic' })).toBeNull();
  });

  test('an end selection offers the end-selection mode (replace or extend)', async () => {
    const { onEndSelectionModeChange, user } = setup(sel({ isEndSelection: true }));
    await user.click(screen.getByRole('radio', { name: 'Extend' }));
    expect(onEndSelectionModeChange).toHaveBeenCalledWith('extend');
  });
});

describe('generate-blocked messages are shown as an alert', () => {
  test.each([
    MESSAGES.emptyTrack,
    MESSAGES.selectRangeToReplace,
    MESSAGES.fixedTooLong,
    MESSAGES.clipNotComplete,
    createTooShort(1.5),
    selectionTooLong(130),
    classicTooShort(1),
    classicTooLong(150),
  ])('%s', (message) => {
    setup(sel({ blocked: message }));
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  test("'Use Instrument mode to add content to empty tracks.' verbatim", () => {
    setup(sel({ blocked: MESSAGES.emptyTrack }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Use Instrument mode to add content to empty tracks.',
    );
  });
});

describe("the context-window option (2-studio §2 'a context-window option')", () => {
  test('shows the visibility switch and the size in beats (default 32), reporting changes', async () => {
    const onVisibleChange = vi.fn();
    const onBeatsChange = vi.fn();
    render(
      <GeneratePanel
        selection={sel({})}
        replaceMode="smart_infill"
        endSelectionMode="replace"
        onReplaceModeChange={vi.fn()}
        onEndSelectionModeChange={vi.fn()}
        contextWindow={{ visible: false, beats: 32, onVisibleChange, onBeatsChange }}
      />,
    );
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: L.showContextWindow });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    const size = screen.getByLabelText(L.contextWindowBeats);
    expect((size as HTMLInputElement).value).toBe('32');
    await user.clear(size);
    await user.type(size, '16{Enter}');
    expect(onBeatsChange).toHaveBeenCalledWith(16);
  });
});
