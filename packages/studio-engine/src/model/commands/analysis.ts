// Results arriving from analysis and upload: downbeats give warp markers (ending
// awaitingAnalysis), and an upload's clip id replaces its pending upload id.
import { REASONS } from '../messages';
import type { StudioClip, StudioProjectState, WarpMarker } from '../types';
import { lanes, withLaneClips } from './lookup';
import { applied, rejected, type CommandResult } from './result';

export interface ReceiveDownbeats {
  type: 'receiveDownbeats';
  /** The generated clip (or upload) id the analysis was for. */
  sourceId: string;
  markers: WarpMarker[];
}

export interface ResolveUpload {
  type: 'resolveUpload';
  uploadId: string;
  clipId: string;
}

function updateMatching(
  state: StudioProjectState,
  matches: (clip: StudioClip) => boolean,
  update: (clip: StudioClip) => StudioClip,
): CommandResult {
  let next = state;
  let found = 0;
  for (const lane of [...lanes(state)]) {
    if (!lane.clips.some(matches)) continue;
    next = withLaneClips(next, lane, (clips) =>
      clips.map((clip) => {
        if (!matches(clip)) return clip;
        found++;
        return update(clip);
      }),
    );
  }
  return found === 0 ? rejected(state, 'not-found', REASONS.clipNotFound) : applied(next);
}

export const receiveDownbeats = (state: StudioProjectState, cmd: ReceiveDownbeats): CommandResult =>
  updateMatching(
    state,
    (clip) => clip.clipId === cmd.sourceId || clip.uploadId === cmd.sourceId,
    // A clip placed awaiting analysis goes 'On Beat' when its downbeats arrive.
    (clip) => ({
      ...clip,
      warp: {
        ...clip.warp,
        enabled: clip.warp.enabled || clip.warp.awaitingAnalysis,
        markers: cmd.markers,
        awaitingAnalysis: false,
      },
    }),
  );

export const resolveUpload = (state: StudioProjectState, cmd: ResolveUpload): CommandResult =>
  updateMatching(
    state,
    (clip) => clip.uploadId === cmd.uploadId,
    (clip) => ({ ...clip, clipId: cmd.clipId }),
  );
