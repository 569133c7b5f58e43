/**
 * The studio's sliders (track volume and balance, clip volume, master volume): only the primary
 * button moves them. A right-click opens the context menu and leaves the value where it was.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { StudioSlider } from './StudioSlider';

function setup() {
  const onValueChange = vi.fn();
  const onValueCommit = vi.fn();
  const { container } = render(
    <div style={{ width: 200 }}>
      <StudioSlider
        label="Volume"
        value={0}
        min={-60}
        max={6}
        step={0.5}
        formatValue={(v) => `${v} dB`}
        onValueChange={onValueChange}
        onValueCommit={onValueCommit}
      />
    </div>,
  );
  screen.getByRole('slider', { name: 'Volume' });
  const root = container.firstElementChild?.firstElementChild as HTMLElement;
  // The slide measures the root; give it a box so a press has a value under it.
  root.getBoundingClientRect = () => new DOMRect(0, 0, 200, 16);
  return { root, onValueChange, onValueCommit };
}

const press = (root: HTMLElement, button: number, init: PointerEventInit = {}) => {
  fireEvent.pointerDown(root, {
    button,
    buttons: 1 << button,
    clientX: 190,
    pointerId: 1,
    ...init,
  });
  fireEvent.pointerUp(root, { button, clientX: 190, pointerId: 1 });
};

describe('Only the primary button moves a studio slider', () => {
  test('a right-click on the track does not move it', () => {
    const { root, onValueChange, onValueCommit } = setup();
    press(root, 2);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(onValueCommit).not.toHaveBeenCalled();
  });

  test('a middle click and a Ctrl+click (the Mac right-click) do not move it', () => {
    const { root, onValueChange } = setup();
    press(root, 1);
    press(root, 0, { ctrlKey: true, pointerType: 'mouse' });
    expect(onValueChange).not.toHaveBeenCalled();
  });

  test('a primary press moves it to the value under the pointer', () => {
    const { root, onValueChange } = setup();
    press(root, 0);
    expect(onValueChange).toHaveBeenCalled();
    const [value] = onValueChange.mock.calls.at(-1) ?? [];
    expect(value).toBeGreaterThan(0);
  });
});
