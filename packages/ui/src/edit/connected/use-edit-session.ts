/**
 * Edit mode's studio session (2-studio §4, §5, §9): the clip opened in the one-track form of the
 * studio session (mode 'edit': only the first track, its amplitude, balance, mute and solo reset,
 * height 160, the one-track keyboard rules), with the waveform and audio ports from the SDK and no
 * project save (edit mode's calls make new clips; nothing of the timeline is saved). The session's
 * selection and the edit screen's selection follow each other: a drag on the timeline becomes the
 * edit range in 0.2 s steps (the SDK's editRange), and a range typed in the fields shows on the
 * timeline. Both directions go through one agreed range: a side that changed to something other
 * than it moves the other side, a side that only caught up with it does nothing, so the two never
 * chase each other (a restored range arriving as the session opened made them swap values on every
 * render, React's 'Maximum update depth exceeded', and the page went blank). The session ends when
 * the screen unmounts (leaving edit mode).
 */
import { useEffect, useRef, useState } from 'react';
import { editRange, type EditRange } from '@cadenza/sdk';
import { useCadenzaClient, useCadenzaClock } from '@cadenza/sdk/react';
import {
  createStudioSession,
  editModeProject,
  editSelectionBeats,
  editSelectionSeconds,
  type EditModeClip,
  type SessionPorts,
  type StudioProjectState,
  type StudioSession,
} from '@cadenza/studio-engine';
import { createSdkSessionPorts } from '../../studio/connected/ports';
import { useSessionSnapshot } from '../../studio/connected/use-studio-session';

export interface EditSessionOptions {
  readonly clip: EditModeClip;
  /** The edit screen's range (seconds, 0.2 s steps). */
  readonly selection: EditRange | null;
  readonly onSelect: (range: EditRange | null) => void;
  /** Replaces the SDK ports (stories, tests). */
  readonly ports?: SessionPorts;
}

/** Decided: edit mode's timeline has no grid snap (its selector moves in 0.2 s steps) and no panels. */
const EDIT_VIEW = {
  snap: false,
  panels: { create: false, library: false, session: false, sidebar: false },
};

const same = (a: EditRange | null, b: EditRange | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    Math.abs(a.start - b.start) < 1e-6 &&
    Math.abs(a.end - b.end) < 1e-6);

/** The session's selection as the edit screen's range (quantised), or null. */
export function sessionEditRange(state: StudioProjectState, durationS: number): EditRange | null {
  const raw = editSelectionSeconds(state);
  const range = raw === null ? null : editRange(raw.start, raw.end, durationS);
  return range !== null && range.end > range.start ? range : null;
}

export function useEditSession({ clip, selection, onSelect, ports }: EditSessionOptions) {
  const clock = useCadenzaClock();
  const client = useCadenzaClient();
  const [session, setSession] = useState<StudioSession | null>(null);
  const latest = useRef({ clip, selection, onSelect });
  latest.current = { clip, selection, onSelect };
  /** The range both sides last agreed on (the session's, quantised, and the edit screen's). */
  const agreed = useRef<EditRange | null>(selection);

  useEffect(() => {
    const opened = latest.current;
    const state = editModeProject(opened.clip);
    const created = createStudioSession({
      state,
      mode: 'edit',
      clock,
      ports: ports ?? createSdkSessionPorts({ client }),
      view: EDIT_VIEW,
    });
    created.dispatch({
      type: 'selection/set',
      selection: editSelectionBeats(state, opened.selection),
    });
    agreed.current = opened.selection;
    created.loadMedia();
    setSession(created);
    return () => {
      created.dispose();
      setSession((current) => (current === created ? null : current));
    };
  }, [clip.id, clock, client, ports]);

  const snapshot = useSessionSnapshot(session);
  const project = snapshot?.project ?? null;

  // The timeline's selection → the edit range.
  const sessionSelection = project?.selection;
  useEffect(() => {
    if (project === null) return;
    const range = sessionEditRange(project, latest.current.clip.durationS);
    if (same(range, agreed.current)) return;
    agreed.current = range;
    if (!same(range, latest.current.selection)) latest.current.onSelect(range);
    // Only a change of the session's selection moves the edit range.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionSelection]);

  // The edit range (fields, a tool's opening range, a restore) → the timeline.
  useEffect(() => {
    const state = session?.getSnapshot().project ?? null;
    if (session === null || state === null || same(selection, agreed.current)) return;
    agreed.current = selection;
    if (same(sessionEditRange(state, clip.durationS), selection)) return;
    session.dispatch({ type: 'selection/set', selection: editSelectionBeats(state, selection) });
  }, [session, selection, clip.durationS]);

  return { session, snapshot };
}
