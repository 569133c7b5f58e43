// The Timeline's intents as session actions. Intents named like an engine command are that
// command; a pointer drag's previews run inside a session drag (one undo step, undo and redo wait
// for its end), its commit ends the drag and a cancel drops what the drag changed. Selecting a
// clip sets the selection range over it on its track (the engine's selection has no clip list:
// the selected clips are those in the range), a ruler click moves the playhead.
import {
  clipsInSelection,
  selectionRange,
  type Command,
  type Selection,
  type SessionAction,
  type StudioProjectState,
} from '@cadenza/studio-engine';
import {
  isAuditionIntent,
  isSessionMenuIntent,
  type GestureOutput,
  type NavigationIntent,
  type TimelineIntent,
} from '../gestures/intents';
import { findClip } from '../layout/find-clip';
import type { TimelineSelection } from '../layout/overlays';

type Navigation = Extract<NavigationIntent, { type: 'selectClip' | 'selectRange' | 'seek' }>;

const isNavigation = (intent: TimelineIntent): intent is Navigation =>
  intent.type === 'selectClip' || intent.type === 'selectRange' || intent.type === 'seek';

function clipSelection(
  state: StudioProjectState,
  intent: Extract<Navigation, { type: 'selectClip' }>,
): Partial<Selection> | null {
  const found = findClip(state, intent.clipId);
  if (found === null) return null;
  const { startBeats, endBeats } = found.clip;
  if (!intent.additive)
    return {
      anchorBeats: startBeats,
      focusBeats: endBeats,
      trackIds: [intent.trackId],
      focusedTrackId: intent.trackId,
      focusedArea: 'timeline',
    };
  const range = selectionRange(state.selection);
  const tracks = new Set([...state.selection.trackIds, intent.trackId]);
  return {
    anchorBeats: Math.min(range.startBeats, startBeats),
    focusBeats: Math.max(range.endBeats, endBeats),
    trackIds: state.tracks.map((t) => t.id).filter((id) => tracks.has(id)),
    focusedTrackId: intent.trackId,
    focusedArea: 'timeline',
  };
}

function navigationActions(state: StudioProjectState, intent: Navigation): SessionAction[] {
  switch (intent.type) {
    case 'seek':
      return [{ type: 'transport/seek', beats: intent.beats }];
    case 'selectRange':
      return [
        {
          type: 'selection/set',
          selection: {
            anchorBeats: intent.anchorBeats,
            focusBeats: intent.focusBeats,
            trackIds: intent.trackIds,
            focusedTrackId: intent.trackIds[0] ?? state.selection.focusedTrackId,
            focusedArea: 'timeline',
          },
        },
      ];
    case 'selectClip': {
      const selection = clipSelection(state, intent);
      return selection === null ? [] : [{ type: 'selection/set', selection }];
    }
  }
}

/**
 * The session actions of one gesture output. `dragging` is the session's drag flag (a drag has
 * begun and not ended).
 */
export function intentActions(
  output: GestureOutput,
  state: StudioProjectState,
  dragging: boolean,
): SessionAction[] {
  if (output.phase === 'cancel') return dragging ? [{ type: 'drag/cancel' }] : [];
  const { intent } = output;
  if (isNavigation(intent)) return navigationActions(state, intent);
  if (isSessionMenuIntent(intent) || isAuditionIntent(intent)) return [intent];
  const command: SessionAction = { type: 'command', command: intent as Command };
  if (output.phase === 'preview') return dragging ? [command] : [{ type: 'drag/begin' }, command];
  return dragging ? [command, { type: 'drag/end' }] : [command];
}

/** The Timeline's selection overlay and selected clips from the project's selection. */
export function timelineSelection(state: StudioProjectState): {
  selection: TimelineSelection | null;
  selectedClipIds: string[];
} {
  const { startBeats, endBeats } = selectionRange(state.selection);
  const { trackIds } = state.selection;
  return {
    selection:
      endBeats > startBeats && trackIds.length > 0 ? { startBeats, endBeats, trackIds } : null,
    selectedClipIds: clipsInSelection(state),
  };
}
