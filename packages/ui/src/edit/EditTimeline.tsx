/**
 * Edit mode's track (2-studio §2, §3): the studio's own timeline over an edit-mode session, in its
 * one-track form (height 160), zoomed to fit the clip in the width, with the studio's keyboard
 * rules (one-track mode) and its transport bar when given.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { StudioSession, StudioSessionSnapshot } from '@cadenza/studio-engine';
import { TIMELINE_UI } from '../studio/constants';
import { Workspace } from '../studio/connected/StudioSessionView';
import { useStudioKeys } from '../studio/connected/use-studio-keys';
import type { AudioDecoder } from '../studio/connected/waveforms';
import { extendOverlay, type ExtendMarkerSetting } from './ExtendMarker';
import { EDIT_LABELS as L } from './labels';
import * as styles from './Edit.css';

export interface EditTimelineProps {
  readonly title: string;
  readonly session: StudioSession | null;
  readonly snapshot: StudioSessionSnapshot | null;
  /** The transport bar (play, stop, time), shown above the track. */
  readonly transport?: ReactNode;
  readonly decode?: AudioDecoder;
  /** The extend tool's start, drawn as a marker the track moves (null: another tool). */
  readonly extend?: ExtendMarkerSetting | null;
}

/** Fits the arrangement's end in the lane width, once per width. */
function useFitZoom(session: StudioSession | null, endBeats: number) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (session === null || element === null || !(endBeats > 0)) return;
    let width = 0;
    const fit = () => {
      const lanes = element.clientWidth - TIMELINE_UI.trackHeaderWidthPx;
      if (lanes <= 0 || lanes === width) return;
      width = lanes;
      session.dispatch({ type: 'zoom/set', pxPerBeat: lanes / endBeats });
      session.dispatch({ type: 'scroll/set', beats: 0, topPx: 0 });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [session, endBeats]);
  return box;
}

export function EditTimeline(props: EditTimelineProps) {
  const { title, session, snapshot, transport, decode, extend = null } = props;
  useStudioKeys(session);
  const project = snapshot?.project ?? null;
  const endBeats = project?.tracks[0]?.clips[0]?.endBeats ?? 0;
  const box = useFitZoom(session, endBeats);
  const timing = project?.timing ?? null;
  const overlay = useMemo(
    () => (extend === null || timing === null ? undefined : extendOverlay(timing, extend)),
    [extend, timing],
  );
  return (
    <div className={styles.timelineBox} role="group" aria-label={L.waveform(title)}>
      {transport !== undefined ? <div className={styles.timelineTransport}>{transport}</div> : null}
      <div ref={box} className={styles.timeline} data-testid="edit-track">
        {session !== null && snapshot !== null && project !== null ? (
          <Workspace
            session={session}
            snapshot={{ ...snapshot, project }}
            decode={decode}
            overlay={overlay}
          />
        ) : (
          <p className={styles.trackStatus}>{L.waveformLoading}</p>
        )}
      </div>
    </div>
  );
}
