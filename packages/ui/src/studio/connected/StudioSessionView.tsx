/**
 * StudioSessionView: the studio as a user sees it, drawn from a studio session's snapshot: a top
 * bar (title, save status, undo and redo, and a slot for the transport), the host's panels
 * (create, library, session; keys 1–3) beside the workspace in the horizontal layout or above it
 * in the vertical one (backtick), and the workspace (timeline and sidebar, key 4). The timeline's
 * intents go to `session.dispatch`; the session's notices become toasts. 'Invalid project state
 * format' and load failures show alone; the loading overlay shows once.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Clock, StudioSession, StudioSessionSnapshot } from '@cadenza/studio-engine';
import { Button } from '../../primitives/Button';
import { useToaster } from '../../primitives/Toast/Toaster';
import type { GestureOutput } from '../gestures/intents';
import { STUDIO_SCREEN_LABELS as L } from '../labels';
import type { TimelineView } from '../layout/view';
import type { TimelineProps } from '../Timeline';
import type { SidebarSection } from '../StudioSidebar';
import { StudioWorkspace } from '../StudioWorkspace';
import { intentActions, timelineSelection } from './intent-actions';
import { useLoadingOverlay, type OverlayPhase } from './loading-overlay';
import { useSameList } from './same-list';
import { useClipWaveforms } from './use-clip-waveforms';
import { useStudioKeys } from './use-studio-keys';
import { bridgeView } from './view-adapter';
import type { AudioDecoder } from './waveforms';
import * as styles from './StudioScreen.css';

export type StudioPanelSlot = 'create' | 'library' | 'session';

export interface StudioSessionViewProps {
  readonly session: StudioSession | null;
  readonly snapshot: StudioSessionSnapshot | null;
  /** The clock of the loading overlay's 8 s. */
  readonly clock: Clock;
  /** The transport bar (play, stop, time, export...), shown in the top bar. */
  readonly transport?: ReactNode;
  /** What the panels show; a panel shows when it has content and is toggled open. */
  readonly panels?: Partial<Record<StudioPanelSlot, ReactNode>>;
  /** More controls for the top bar, after the transport. */
  readonly children?: ReactNode;
  /** The audio decoder (the browser's by default). */
  readonly decode?: AudioDecoder;
  /** More to draw over the lanes (the queued generations' placeholders). */
  readonly timelineOverlay?: TimelineProps['overlay'];
  /** Take lanes not listened to yet (a stored preference). */
  readonly unheardTakeLaneIds?: readonly string[];
}

const PANEL_SLOTS: readonly StudioPanelSlot[] = ['create', 'library', 'session'];

/** Each notice of the session once as a toast, then dismissed from the session. */
function useNoticeToasts(session: StudioSession | null, snapshot: StudioSessionSnapshot | null) {
  const toaster = useToaster();
  const notices = snapshot?.notices;
  useEffect(() => {
    if (session === null || notices === undefined) return;
    for (const notice of notices) {
      toaster.show({
        kind: notice.kind,
        title: notice.title,
        durationMs: notice.durationMs,
        ...(notice.description === undefined ? {} : { description: notice.description }),
      });
      session.dispatch({ type: 'notice/dismiss', id: notice.id });
    }
  }, [session, notices, toaster]);
}

function Overlay({ phase }: { phase: OverlayPhase }) {
  if (phase !== 'blocking' && phase !== 'fading') return null;
  return (
    <div className={styles.overlay} data-state={phase} role="status" aria-live="polite">
      <div className={styles.overlayBars} aria-hidden>
        {[18, 32, 24, 40, 28, 16].map((h, i) => (
          <span
            key={i}
            className={styles.overlayBar}
            style={{ height: h, animationDelay: `${i * 0.12}s` }}
          />
        ))}
      </div>
      {phase === 'blocking' && <span>{L.loading}</span>}
    </div>
  );
}

function saveStatus(snapshot: StudioSessionSnapshot): { text: string; error: boolean } | null {
  if (snapshot.lock !== null) return { text: L.readOnly, error: false };
  const { save } = snapshot;
  if (save.saving) return { text: L.saving, error: false };
  if (save.error !== null) return { text: save.error, error: true };
  if (save.dirty || snapshot.history.pending) return { text: L.unsaved, error: false };
  return save.lastVersionId === null ? null : { text: L.saved, error: false };
}

function TopBar({
  session,
  snapshot,
  transport,
  children,
}: Pick<StudioSessionViewProps, 'session' | 'snapshot' | 'transport' | 'children'>) {
  const status = snapshot === null ? null : saveStatus(snapshot);
  const { canUndo = false, canRedo = false } = snapshot?.history ?? {};
  return (
    <div className={styles.topBar} role="toolbar" aria-label={L.toolbar}>
      <h1 className={styles.title}>{snapshot?.project?.title ?? L.studio}</h1>
      {status !== null && (
        <span
          className={status.error ? `${styles.status} ${styles.statusError}` : styles.status}
          role={status.error ? 'alert' : 'status'}
        >
          {status.text}
        </span>
      )}
      <span className={styles.spacer} />
      <Button
        size="small"
        variant="ghost"
        disabled={!canUndo}
        onClick={() => session?.dispatch({ type: 'undo' })}
      >
        {L.undo}
      </Button>
      <Button
        size="small"
        variant="ghost"
        disabled={!canRedo}
        onClick={() => session?.dispatch({ type: 'redo' })}
      >
        {L.redo}
      </Button>
      {transport !== undefined && <div className={styles.transport}>{transport}</div>}
      {children}
    </div>
  );
}

/** The timeline and sidebar of a loaded session (edit mode shows it alone, in one-track form). */
export function Workspace({
  session,
  snapshot,
  decode,
  overlay,
  unheardTakeLaneIds,
}: {
  session: StudioSession;
  snapshot: StudioSessionSnapshot & { project: NonNullable<StudioSessionSnapshot['project']> };
  decode?: AudioDecoder;
  overlay?: TimelineProps['overlay'];
  unheardTakeLaneIds?: readonly string[];
}) {
  const [section, setSection] = useState<SidebarSection | null>(null);
  const waveforms = useClipWaveforms(session, snapshot.media, decode);
  const bridge = useMemo(() => bridgeView(snapshot.view), [snapshot.view]);
  const { selection, selectedClipIds: clipIds } = useMemo(
    () => timelineSelection(snapshot.project),
    [snapshot.project],
  );
  // Rebuilt with every project (every move of a range drag); kept while the clips are the same so
  // the lane tiles don't repaint.
  const selectedClipIds = useSameList(clipIds);
  const onViewChange = useCallback(
    (next: TimelineView) => {
      for (const action of bridgeView(session.getSnapshot().view).actionsFor(next))
        session.dispatch(action);
    },
    [session],
  );
  const onIntent = useCallback(
    (output: GestureOutput) => {
      const now = session.getSnapshot();
      if (now.project === null) return;
      for (const action of intentActions(output, now.project, now.history.dragging))
        session.dispatch(action);
    },
    [session],
  );
  const { view } = snapshot;
  return (
    <StudioWorkspace
      project={snapshot.project}
      view={bridge.view}
      onViewChange={onViewChange}
      snap={{ enabled: view.snap, multiplier: view.gridMultiplier }}
      selection={selection}
      selectedClipIds={selectedClipIds}
      playheadBeats={view.transport.positionBeats}
      audio={waveforms.audio}
      peaks={waveforms.peaks}
      peaksVersion={waveforms.version}
      onIntent={onIntent}
      clipboardClips={snapshot.clipboardClips}
      oneTrackMode={snapshot.mode === 'edit'}
      rangeOnly={snapshot.mode === 'edit'}
      audition={view.audition}
      sidebar={view.panels.sidebar}
      sidebarSection={section}
      onSidebarSectionChange={setSection}
      {...(overlay === undefined ? {} : { overlay })}
      {...(unheardTakeLaneIds === undefined ? {} : { unheardTakeLaneIds })}
    />
  );
}

export function StudioSessionView(props: StudioSessionViewProps) {
  const { session, snapshot, clock, panels = {} } = props;
  useStudioKeys(session);
  useNoticeToasts(session, snapshot);
  const phase = useLoadingOverlay(clock, snapshot);
  const layout = snapshot?.view.layout ?? 'horizontal';
  const open = PANEL_SLOTS.filter(
    (slot) => panels[slot] !== undefined && (snapshot?.view.panels[slot] ?? false),
  );
  const project = snapshot?.project ?? null;
  const failed = snapshot?.status === 'invalid' || snapshot?.status === 'failed';
  return (
    <div className={styles.screen} data-layout={layout} aria-label={L.studio} role="region">
      <TopBar session={session} snapshot={snapshot} transport={props.transport}>
        {props.children}
      </TopBar>
      {failed && snapshot?.error != null ? (
        <div className={styles.message} role="alert">
          <p className={styles.messageTitle}>{snapshot.error.title}</p>
          {snapshot.error.description !== undefined && (
            <p className={styles.messageText}>{snapshot.error.description}</p>
          )}
        </div>
      ) : (
        <div className={styles.body[layout]}>
          {open.length > 0 && (
            <div className={styles.panels[layout]} role="group" aria-label={L.panels}>
              {open.map((slot) => (
                <section key={slot} className={styles.panel} data-panel={slot}>
                  {panels[slot]}
                </section>
              ))}
            </div>
          )}
          <div className={styles.workspace}>
            {session !== null && snapshot !== null && project !== null && (
              <Workspace
                session={session}
                snapshot={{ ...snapshot, project }}
                decode={props.decode}
                overlay={props.timelineOverlay}
                unheardTakeLaneIds={props.unheardTakeLaneIds}
              />
            )}
          </div>
        </div>
      )}
      <Overlay phase={phase} />
    </div>
  );
}
