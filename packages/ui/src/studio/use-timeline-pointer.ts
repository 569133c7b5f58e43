// The thin adapter from DOM pointer events to the pure gesture functions: it turns event
// coordinates into view px, captures the pointer while a gesture runs, forwards every preview and
// the commit or cancel to `onIntent`, ends a drag on Escape, and turns a two-finger touch into a
// pinch zoom. It holds no project state.
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import {
  cancelGesture,
  endGesture,
  moveGesture,
  type Gesture,
  type GestureContext,
  type PointerSample,
} from './gestures/gesture';
import type { IntentHandler } from './gestures/intents';
import { applyPinch, pinchSample, type PinchSample } from './gestures/wheel';
import type { TimelineView } from './layout/view';

export interface TimelinePointerOptions {
  /** The current gesture context (read on every event, so it is never stale). */
  context: () => GestureContext;
  begin: (ctx: GestureContext, p: PointerSample) => Gesture | null;
  onIntent: IntentHandler;
  onPinch?: (view: TimelineView) => void;
  /** Shows a cursor for what is under an idle pointer. */
  hoverCursor?: (ctx: GestureContext, p: PointerSample) => string;
}

function sample(e: ReactPointerEvent<HTMLElement> | PointerEvent, el: HTMLElement): PointerSample {
  const rect = el.getBoundingClientRect();
  return {
    x: e.clientX - rect.left,
    y: e.clientY - rect.top,
    altKey: e.altKey,
    shiftKey: e.shiftKey,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
  };
}

export function useTimelinePointer(options: TimelinePointerOptions) {
  const opts = useRef(options);
  opts.current = options;
  const gesture = useRef<Gesture | null>(null);
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<PinchSample | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || gesture.current === null) return;
      gesture.current = null;
      opts.current.onIntent(cancelGesture());
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, []);

  const pinchNow = (): PinchSample | null => {
    const [a, b] = [...touches.current.values()];
    return a !== undefined && b !== undefined ? pinchSample(a, b) : null;
  };

  return {
    onPointerDown(e: ReactPointerEvent<HTMLElement>) {
      const el = e.currentTarget;
      const p = sample(e, el);
      if (e.pointerType === 'touch') touches.current.set(e.pointerId, p);
      if (touches.current.size === 2) {
        if (gesture.current !== null) opts.current.onIntent(cancelGesture());
        gesture.current = null;
        pinch.current = pinchNow();
        return;
      }
      if (e.button !== 0) return;
      gesture.current = opts.current.begin(opts.current.context(), p);
      if (gesture.current !== null) el.setPointerCapture?.(e.pointerId);
    },
    onPointerMove(e: ReactPointerEvent<HTMLElement>) {
      const el = e.currentTarget;
      const p = sample(e, el);
      if (touches.current.has(e.pointerId)) touches.current.set(e.pointerId, p);
      if (pinch.current !== null) {
        const next = pinchNow();
        if (next !== null)
          opts.current.onPinch?.(applyPinch(opts.current.context().view, pinch.current, next));
        pinch.current = next;
        return;
      }
      const g = gesture.current;
      if (g === null) {
        const cursor = opts.current.hoverCursor?.(opts.current.context(), p);
        if (cursor !== undefined) el.style.cursor = cursor;
        return;
      }
      const step = moveGesture(g, opts.current.context(), p);
      gesture.current = step.gesture;
      if (step.output !== null) opts.current.onIntent(step.output);
    },
    onPointerUp(e: ReactPointerEvent<HTMLElement>) {
      touches.current.delete(e.pointerId);
      if (touches.current.size < 2) pinch.current = null;
      const g = gesture.current;
      if (g === null) return;
      gesture.current = null;
      opts.current.onIntent(endGesture(g, opts.current.context(), sample(e, e.currentTarget)));
    },
    onPointerCancel(e: ReactPointerEvent<HTMLElement>) {
      touches.current.delete(e.pointerId);
      pinch.current = null;
      if (gesture.current === null) return;
      gesture.current = null;
      opts.current.onIntent(cancelGesture());
    },
  };
}
