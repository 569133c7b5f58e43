/**
 * /edit/{clipId} and /edit-legacy/{clipId}, connected: the clip (GET clip) and its waveform
 * aggregates through the store; a clip that doesn't exist or isn't the viewer's (staff may open
 * any) is the not-found page, one that is not complete says 'Clip is not complete' and offers no
 * action; otherwise the edit screen (or the legacy form) over useEditScreen.
 */
import { useCallback, useMemo } from 'react';
import {
  editModelTier,
  editStartProblem,
  isOwnerOrStaff,
  type EditRange,
  type EditTool,
  type Viewer,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import type { SessionPorts } from '@cadenza/studio-engine';
import { remixHref } from '../../song/menu-model';
import { useSongSession } from '../../song/connected/use-song-session';
import { EditOutcome } from '../EditOutcome';
import { EditStatePanel, type EditUnavailable } from '../EditStatePanel';
import type { EditEvent } from '../edit-state';
import { EditView } from '../EditView';
import { LegacyEditorView } from '../LegacyEditorView';
import { navigateInApp } from '../link-navigation';
import { waveformBars } from '../waveform-bars';
import { EDIT_ROUTES } from '../routes';
import { useAddToWorkspace } from '../../workspaces/connected/use-add-to-workspace';
import { EditTimeline } from '../EditTimeline';
import { ConnectedEditFinish } from './ConnectedEditFinish';
import { EditPlayback, type EditAudioOptions } from './EditPlayback';
import { useEditScreen, type EditStorage } from './use-edit-screen';
import { useEditSession } from './use-edit-session';

export interface ConnectedEditPageProps {
  readonly clipId: string;
  /** The tool to open with (the song menu's Crop / Replace Section): ?tool=. */
  readonly tool?: EditTool | null;
  /** The plain form editor of /edit-legacy/{clipId}. */
  readonly legacy?: boolean;
  readonly onNavigate: (href: string) => void;
  /** Where the local edit state is kept; the browser's local storage by default. */
  readonly storage?: EditStorage | null;
  /** A new edit session id; crypto.randomUUID by default. */
  readonly newSessionId?: () => string;
  /** The timeline's playback through the studio's worklet (its transport bar, when given). */
  readonly audio?: EditAudioOptions;
  /** Replaces the SDK ports of the timeline's session (stories, tests). */
  readonly ports?: SessionPorts;
  /**
   * ?wid=: the project (workspace) the page was opened for; the new clips of its edits join it
   * (the default workspace is ignored), and edit mode's own links keep it.
   */
  readonly workspaceId?: string | null;
}

const browserStorage = (): EditStorage | null =>
  typeof window !== 'undefined' ? window.localStorage : null;
const randomSessionId = (): string => globalThis.crypto.randomUUID();

function unavailable(
  clip: Clip | undefined,
  viewer: Viewer | null,
  status: string,
  errorStatus: number | null,
): EditUnavailable | null {
  if (clip === undefined) {
    if (status === 'rejected')
      return errorStatus === 404 || errorStatus === 403
        ? { kind: 'not-found' }
        : { kind: 'failed' };
    return { kind: 'loading' };
  }
  if (viewer === null) return { kind: 'loading' };
  if (!isOwnerOrStaff(clip, viewer)) return { kind: 'not-found' };
  if (editStartProblem(clip) !== null) return { kind: 'not-complete', title: clip.title ?? '' };
  return null;
}

export function ConnectedEditPage(props: ConnectedEditPageProps) {
  const { viewer } = useSongSession();
  const query = useCadenzaQuery('getClip', { path: { clip_id: props.clipId } });
  const clip = query.data as Clip | undefined;
  const problem = unavailable(clip, viewer, query.status, query.error?.status ?? null);
  const onClick = useMemo(() => navigateInApp(props.onNavigate), [props.onNavigate]);
  return (
    <div onClick={onClick}>
      {problem !== null || clip === undefined || viewer === null ? (
        <EditStatePanel
          state={problem ?? { kind: 'loading' }}
          backHref={EDIT_ROUTES.home}
          onRetry={query.refetch}
        />
      ) : (
        <EditScreen key={clip.id} {...props} clip={clip} viewer={viewer} />
      )}
    </div>
  );
}

function EditScreen(props: ConnectedEditPageProps & { clip: Clip; viewer: Viewer }) {
  const { clip, viewer } = props;
  const wid = props.workspaceId ?? null;
  const addToWorkspace = useAddToWorkspace(wid);
  const editHref = useCallback((id: string) => EDIT_ROUTES.edit(id, undefined, wid), [wid]);
  const screen = useEditScreen({
    clip,
    viewer,
    tool: props.tool ?? null,
    storage: props.storage === undefined ? browserStorage() : props.storage,
    newSessionId: props.newSessionId ?? randomSessionId,
    onMade: addToWorkspace,
  });
  const waveform = useCadenzaQuery('getWaveformAggregates', { path: { clip_id: clip.id } });
  const levels = waveform.data?.waveform_aggregates;
  const bars = useCallback((count: number) => waveformBars(levels ?? [], count), [levels]);
  const info = {
    id: clip.id,
    title: clip.title ?? '',
    durationS: clip.metadata?.duration ?? 0,
    modelTier: editModelTier(clip, viewer),
  };
  const outcome = (
    <EditOutcome
      state={screen.state}
      fallbackTitle={info.title}
      dispatch={screen.dispatch}
      onPlay={screen.onPlay}
      editHref={editHref}
      songHref={EDIT_ROUTES.song}
    />
  );
  const drawn = levels !== undefined || waveform.isError ? bars : null;
  if (props.legacy === true)
    return (
      <LegacyEditorView
        clip={info}
        state={screen.state}
        bars={drawn}
        dispatch={screen.dispatch}
        onRun={screen.runTool}
        editorHref={editHref(clip.id)}
        outcome={outcome}
      />
    );
  return (
    <EditView
      clip={info}
      state={screen.state}
      dispatch={screen.dispatch}
      ready={screen.ready}
      infillGate={screen.infillGate}
      adjustProblem={screen.adjustProblem}
      adjustTitle={screen.adjustTitle}
      onAdjustTitle={screen.setAdjustTitle}
      replaceLyrics={screen.replaceLyrics}
      onReplaceLyrics={screen.setReplaceLyrics}
      onRun={screen.onRun}
      onReplace={screen.onReplace}
      onExtend={screen.onExtend}
      onAdjust={screen.onAdjust}
      onUpsell={() => props.onNavigate(EDIT_ROUTES.account)}
      outcome={outcome}
      coverHref={remixHref(clip.id, 'cover')}
      backHref={EDIT_ROUTES.home}
      legacyHref={screen.legacyVisible ? EDIT_ROUTES.legacy(clip.id, wid) : null}
      finish={
        <ConnectedEditFinish
          clip={clip}
          state={screen.state}
          dispatch={screen.dispatch}
          onConcat={screen.onConcat}
          onMerge={screen.onMerge}
        />
      }
      track={
        <ConnectedEditTimeline
          clip={clip}
          selection={screen.state.settings.selection}
          extendStartS={
            screen.state.settings.tool === 'extend' ? screen.state.settings.extendStartS : null
          }
          busy={screen.state.pending !== null}
          dispatch={screen.dispatch}
          audio={props.audio}
          ports={props.ports}
        />
      }
    />
  );
}

/** The studio timeline of the clip, its selection the edit screen's. */
function ConnectedEditTimeline(props: {
  clip: Clip;
  selection: EditRange | null;
  /** The extend tool's start (null: another tool). */
  extendStartS: number | null;
  busy: boolean;
  dispatch: (event: EditEvent) => void;
  audio: EditAudioOptions | undefined;
  ports: SessionPorts | undefined;
}) {
  const { clip, dispatch } = props;
  const editClip = useMemo(
    () => ({
      id: clip.id,
      title: clip.title ?? '',
      durationS: clip.metadata?.duration ?? 0,
      avgBpm: clip.metadata?.avg_bpm ?? null,
      tags: clip.metadata?.tags ?? null,
    }),
    [clip],
  );
  const onSelect = useCallback(
    (range: EditRange | null) =>
      dispatch(
        range === null
          ? { type: 'clearSelection' }
          : { type: 'select', from: range.start, to: range.end },
      ),
    [dispatch],
  );
  const { extendStartS, busy } = props;
  const extend = useMemo(
    () =>
      extendStartS === null
        ? null
        : {
            startS: extendStartS,
            durationS: editClip.durationS,
            disabled: busy,
            onChange: (startS: number) =>
              dispatch({ type: 'settings', patch: { extendStartS: startS } }),
          },
    [extendStartS, editClip.durationS, busy, dispatch],
  );
  const { session, snapshot } = useEditSession({
    clip: editClip,
    selection: props.selection,
    onSelect,
    ...(props.ports === undefined ? {} : { ports: props.ports }),
  });
  return (
    <EditTimeline
      title={editClip.title}
      session={session}
      snapshot={snapshot}
      extend={extend}
      transport={
        session !== null && props.audio !== undefined ? (
          <EditPlayback session={session} {...props.audio} />
        ) : undefined
      }
    />
  );
}
