/**
 * 2-studio.md §4 "A failed studio upload can be retried": the failed placeholder's Retry and
 * Remove sit over the timeline's lanes; a press on them is theirs, not the start of a lane
 * gesture (the lanes capture the pointer for a gesture, and the click of a captured press goes to
 * the lanes, so Retry and Remove never heard it).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { UPLOAD_MESSAGES } from '@cadenza/sdk';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { droppedUpload, PlaceholdersHarness } from '../fixtures/PlaceholdersHarness';
import { STUDIO_TIMELINE_LABELS } from '../labels';
import { STUDIO_PANEL_LABELS as L } from './labels';

const failed = droppedUpload({ state: 'failed', message: UPLOAD_MESSAGES.fetchParamsFailed });

function show() {
  const onIntent = vi.fn();
  const onRetry = vi.fn();
  const onRemove = vi.fn();
  render(
    <PlaceholdersHarness
      uploads={[failed]}
      onRetry={onRetry}
      onRemove={onRemove}
      onIntent={onIntent}
    />,
  );
  return { onIntent, onRetry, onRemove };
}

/** A primary press and release with a click, as a mouse gives them. */
function press(target: Element) {
  fireEvent.pointerDown(target, { button: 0, pointerId: 1, clientX: 250, clientY: 40 });
  fireEvent.pointerUp(target, { button: 0, pointerId: 1, clientX: 250, clientY: 40 });
  fireEvent.click(target);
}

const capture = vi.fn();
// The ui tests share one environment (isolate: false): the real setPointerCapture goes back after
// each test, or later files' drags would capture nothing.
const realCapture = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'setPointerCapture');
afterEach(() => {
  capture.mockReset();
  vi.restoreAllMocks();
  if (realCapture === undefined)
    delete (HTMLElement.prototype as Partial<HTMLElement>).setPointerCapture;
  else Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', realCapture);
});
// happy-dom lays nothing out: the lanes measure 1000 × 260 px, as a browser would give them.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(260);
});
const spyCapture = () =>
  Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', {
    configurable: true,
    writable: true,
    value: capture,
  });

describe('A failed studio upload can be retried', () => {
  test('a press on empty lane space starts a lane gesture (the lanes capture the pointer)', () => {
    spyCapture();
    show();
    press(screen.getByRole('group', { name: STUDIO_TIMELINE_LABELS.lanes }));
    expect(capture).toHaveBeenCalled();
  });

  test('Retry on a failed placeholder retries it and starts no lane gesture', () => {
    spyCapture();
    const { onIntent, onRetry } = show();
    const placeholder = screen.getByRole('group', { name: L.uploadFailed('guitar-take.wav') });
    expect(placeholder.textContent).toContain(UPLOAD_MESSAGES.fetchParamsFailed);
    press(screen.getByRole('button', { name: L.retryUpload }));
    expect(capture).not.toHaveBeenCalled();
    expect(onIntent).not.toHaveBeenCalled();
    expect(onRetry).toHaveBeenCalledWith('drop-1');
  });

  test('Remove on a failed placeholder removes it and starts no lane gesture', () => {
    spyCapture();
    const { onIntent, onRemove } = show();
    press(screen.getByRole('button', { name: L.removeUpload('guitar-take.wav') }));
    expect(capture).not.toHaveBeenCalled();
    expect(onIntent).not.toHaveBeenCalled();
    expect(onRemove).toHaveBeenCalledWith('drop-1');
  });
});
