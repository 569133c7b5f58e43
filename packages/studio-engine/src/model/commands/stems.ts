// placeStems: a clip's stems (2-studio.md §4 "Aligned lyrics and stems", §3 "Stem track fields:
// stemType") each go on a new track under the clip's track, as a clip aligned with the source
// clip: the same place, trimmed read start, loop, warp, transposition and fades, so the stems
// play in step with it. One-track mode keeps the track list as it is.
import { createStudioClip, createTrack } from '../defaults';
import { REASONS } from '../messages';
import type { StudioProjectState, Track } from '../types';
import { locateClip } from './lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './result';

export interface StemToPlace {
  /** The stem's generated clip id. */
  clipId: string;
  /** The stem's name (its stem group, say 'Vocals'): the track's and the clip's. */
  name: string;
  /** The stem group, kept on the track. */
  stemType?: string | null;
}

export interface PlaceStems {
  type: 'placeStems';
  /** The studio clip the stems were made from. */
  sourceClipId: string;
  stems: StemToPlace[];
}

export function placeStems(
  state: StudioProjectState,
  cmd: PlaceStems,
  ctx: CommandContext,
): CommandResult {
  if (ctx.oneTrackMode === true) return rejected(state, 'restricted', REASONS.oneTrackMode);
  const found = locateClip(state, cmd.sourceClipId);
  if (found === null) return rejected(state, 'not-found', REASONS.clipNotFound);
  if (cmd.stems.length === 0) return rejected(state, 'ignored', REASONS.noChange);
  const source = found.clip;
  const added: Track[] = cmd.stems.map((stem) =>
    createTrack(ctx.newId(), 'studio', {
      name: stem.name,
      stemType: stem.stemType ?? null,
      clips: [
        createStudioClip({
          ...source,
          id: ctx.newId(),
          clipId: stem.clipId,
          uploadId: null,
          name: stem.name,
          streaming: false,
        }),
      ],
    }),
  );
  const tracks = state.tracks.slice();
  tracks.splice(found.trackIndex + 1, 0, ...added);
  return applied({ ...state, tracks });
}
