/**
 * The extend start on edit mode's track (2-studio §4: the extend card's 'Select time to extend
 * your clip from', default over 15 s duration − 5): a click on the track puts it under the
 * pointer, a drag moves it, the arrow keys step it by 0.2 s (Shift: 5 s), Home and End go to the
 * clip's ends; every value goes through the edit state, so it lands on the selector's 0.2 s steps
 * and never leaves the clip.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { editModeProject, sequentialIds } from '@cadenza/studio-engine';
import { STUDIO_LABELS } from '@cadenza/studio-engine/rules';
import { extendOverlay } from './ExtendMarker';
import { editReducer, initialEditState } from './edit-state';

/** A 24 s song at 120 bpm (2 beats a second), 10 px a beat: 20 px a second, 480 px wide. */
const DURATION_S = 24;
const PX_PER_S = 20;
const VIEW = { pxPerBeat: 10, scrollLeftPx: 0, scrollTopPx: 0, widthPx: 480, heightPx: 160 };
const { timing } = editModeProject(
  { id: 'song-a', title: 'Harbour at Dawn', durationS: DURATION_S, avgBpm: 120 },
  sequentialIds('t-'),
);

function Harness({ disabled = false, onSent }: { disabled?: boolean; onSent?: () => void }) {
  const [state, dispatch] = useReducer(editReducer, null, () =>
    initialEditState(DURATION_S, 'extend'),
  );
  const overlay = extendOverlay(timing, {
    startS: state.settings.extendStartS,
    durationS: DURATION_S,
    disabled,
    onChange: (extendStartS) => {
      onSent?.();
      dispatch({ type: 'settings', patch: { extendStartS } });
    },
  });
  return <>{overlay([], VIEW)}</>;
}

function setup(props: { disabled?: boolean; onSent?: () => void } = {}) {
  render(<Harness {...props} />);
  const marker = screen.getByRole('slider', { name: STUDIO_LABELS.extendFromField });
  marker.getBoundingClientRect = () => new DOMRect(0, 0, VIEW.widthPx, VIEW.heightPx);
  const at = () => Number(marker.getAttribute('aria-valuenow'));
  return { marker, at };
}

const press = (el: HTMLElement, clientX: number, button = 0) =>
  fireEvent.pointerDown(el, { button, buttons: 1 << button, clientX, pointerId: 1 });

describe("the extend start is a marker on edit mode's track", () => {
  test('it opens at the default start (a 24 s song: duration − 5), drawn at that time', () => {
    const { marker, at } = setup();
    expect(at()).toBe(19);
    expect(marker.getAttribute('aria-valuetext')).toBe('0:19.0');
    const line = marker.firstElementChild as HTMLElement;
    expect(line.style.left).toBe(`${19 * PX_PER_S}px`);
  });

  test('a click on the track puts the start under the pointer, on a 0.2 s step', () => {
    const { marker, at } = setup();
    press(marker, 6.07 * PX_PER_S);
    expect(at()).toBe(6);
    fireEvent.pointerUp(marker, { button: 0, clientX: 6.07 * PX_PER_S, pointerId: 1 });
    press(marker, 9.13 * PX_PER_S);
    expect(at()).toBe(9.2);
  });

  test('a drag moves it with the pointer; outside the track it stops at the ends', () => {
    const { marker, at } = setup();
    press(marker, 10 * PX_PER_S);
    fireEvent.pointerMove(marker, { buttons: 1, clientX: 4 * PX_PER_S, pointerId: 1 });
    expect(at()).toBe(4);
    fireEvent.pointerMove(marker, { buttons: 1, clientX: -50, pointerId: 1 });
    expect(at()).toBe(0);
    fireEvent.pointerMove(marker, { buttons: 1, clientX: 900, pointerId: 1 });
    expect(at()).toBe(DURATION_S);
  });

  test('a pointer passing over the track without a press does not move it', () => {
    const { marker, at } = setup();
    fireEvent.pointerMove(marker, { buttons: 0, clientX: 4 * PX_PER_S, pointerId: 1 });
    expect(at()).toBe(19);
  });

  test('a right-click leaves it where it was', () => {
    const { marker, at } = setup();
    press(marker, 4 * PX_PER_S, 2);
    expect(at()).toBe(19);
  });

  test('the arrow keys step 0.2 s, Shift 5 s; Home and End go to the ends', () => {
    const { marker, at } = setup();
    fireEvent.keyDown(marker, { key: 'ArrowRight' });
    expect(at()).toBe(19.2);
    fireEvent.keyDown(marker, { key: 'ArrowLeft' });
    fireEvent.keyDown(marker, { key: 'ArrowDown' });
    expect(at()).toBe(18.8);
    fireEvent.keyDown(marker, { key: 'ArrowLeft', shiftKey: true });
    expect(at()).toBe(13.8);
    fireEvent.keyDown(marker, { key: 'Home' });
    expect(at()).toBe(0);
    fireEvent.keyDown(marker, { key: 'ArrowLeft' });
    expect(at()).toBe(0);
    fireEvent.keyDown(marker, { key: 'End' });
    expect(at()).toBe(DURATION_S);
    fireEvent.keyDown(marker, { key: 'ArrowUp' });
    expect(at()).toBe(DURATION_S);
  });

  test('the track keeps its own keys: other keys pass through untouched', () => {
    const onSent = vi.fn();
    const { marker } = setup({ onSent });
    const passed = fireEvent.keyDown(marker, { key: ' ' });
    expect(passed).toBe(true);
    expect(onSent).not.toHaveBeenCalled();
  });

  test('while an action runs it neither moves nor takes focus', () => {
    const onSent = vi.fn();
    const { marker, at } = setup({ disabled: true, onSent });
    press(marker, 4 * PX_PER_S);
    fireEvent.keyDown(marker, { key: 'Home' });
    expect(onSent).not.toHaveBeenCalled();
    expect(at()).toBe(19);
    expect(marker.getAttribute('tabindex')).toBe('-1');
    expect(marker.getAttribute('aria-disabled')).toBe('true');
  });
});
