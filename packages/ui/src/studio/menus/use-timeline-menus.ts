// The Timeline's context menus: a right-click on the lanes finds the clip (or the track's empty
// stretch) under the pointer, a right-click on the headers the track; the clip or track is
// selected (so the menu's Copy, Cut, Paste and the §9 keys act on it) and becomes the menu's
// target. Nothing under the pointer: no menu.
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import type { IntentHandler } from '../gestures/intents';
import { commit } from '../gestures/intents';
import { hitTest } from '../layout/hit-test';
import { rowAt, type TimelineRow } from '../layout/rows';
import type { TimelineView } from '../layout/view';
import type { MenuContext, MenuTarget } from './menu-model';

export interface TimelineMenusInput {
  rows: readonly TimelineRow[];
  view: TimelineView;
  context: MenuContext;
  onIntent: IntentHandler;
}

/** Point of a mouse event within the element it is handled on. */
const local = (e: MouseEvent<HTMLElement>) => {
  const rect = e.currentTarget.getBoundingClientRect();
  return { x: e.clientX - rect.left, y: e.clientY - rect.top };
};

export function useTimelineMenus(input: TimelineMenusInput) {
  const ref = useRef(input);
  ref.current = input;
  const [target, setTarget] = useState<MenuTarget | null>(null);

  const selectTrack = useCallback((row: TimelineRow, beats: number) => {
    const at = Math.max(0, beats);
    ref.current.onIntent(
      commit({ type: 'selectRange', anchorBeats: at, focusBeats: at, trackIds: [row.track.id] }),
    );
    setTarget({ kind: 'track', track: row.track });
  }, []);

  const onLanesContextMenu = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const { rows, view, onIntent } = ref.current;
      const p = local(e);
      const hit = hitTest(rows, view, p.x, p.y);
      if (hit === null) {
        e.preventDefault();
        return;
      }
      if (hit.kind === 'lane') {
        selectTrack(hit.row, hit.beats);
        return;
      }
      const trackId = hit.row.track.id;
      onIntent(commit({ type: 'selectClip', clipId: hit.clip.id, trackId, additive: false }));
      setTarget({ kind: 'clip', clip: hit.clip, track: hit.row.track });
    },
    [selectTrack],
  );

  const onHeadersContextMenu = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const { rows, view, context } = ref.current;
      const row = rowAt(rows, view, local(e).y);
      if (row === null) {
        e.preventDefault();
        return;
      }
      selectTrack(row, context.playheadBeats);
    },
    [selectTrack],
  );

  return { target, context: input.context, onLanesContextMenu, onHeadersContextMenu };
}
