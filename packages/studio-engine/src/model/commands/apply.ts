// applyCommand: the one entry point for edits. A locked project refuses every command with a
// result that asks for the clone flow; a command that changes the state sets its usage flag.
import {
  abandonIntent,
  attachGeneration,
  failGeneration,
  resolveIntents,
  type AbandonIntent,
  type AttachGeneration,
  type FailGeneration,
  type ResolveIntents,
} from '../intents';
import { REASONS } from '../messages';
import {
  addTakeLane,
  compTakeLane,
  promoteTakeLane,
  removeTakeLane,
  soloTakeLane,
  type AddTakeLane,
  type CompTakeLane,
  type PromoteTakeLane,
  type RemoveTakeLane,
  type SoloTakeLane,
} from '../take-lanes';
import type { StudioProjectState, UsageFlag } from '../types';
import {
  receiveDownbeats,
  resolveUpload,
  type ReceiveDownbeats,
  type ResolveUpload,
} from './analysis';
import { setClipLoop, type SetClipLoop } from './clip-loop';
import { moveClip, type MoveClip } from './clip-move';
import { resizeClip, type ResizeClip } from './clip-resize';
import * as settings from './clip-settings';
import { cropClip, type CropClip } from './crop';
import { deleteClips, deleteRange, type DeleteClips, type DeleteRange } from './delete';
import { dropAudio, type DropAudio } from './drop-audio';
import { duplicateClips, type DuplicateClips } from './duplicate';
import { setClipFades, setSongFades, type SetClipFades, type SetSongFades } from './fades';
import { setLoopRegion, type SetLoopRegion } from './loop-region';
import { pasteClips, type PasteClips } from './paste';
import * as project from './project-settings';
import type { CommandContext, CommandResult } from './result';
import { queueSection, type QueueSection } from './sections';
import { splitClip, type SplitClip } from './split';
import { placeStems, type PlaceStems } from './stems';
import * as trackSettings from './track-settings';
import * as tracks from './tracks';

export type Command =
  | tracks.AddTrack
  | tracks.RemoveTrack
  | tracks.MoveTrack
  | tracks.ReorderTrack
  | tracks.DuplicateTrack
  | trackSettings.RenameTrack
  | trackSettings.SetTrackIcon
  | trackSettings.SetTrackColor
  | trackSettings.SetTrackSwitch
  | trackSettings.SetTrackHeight
  | trackSettings.SetTrackMix
  | MoveClip
  | ResizeClip
  | SplitClip
  | CropClip
  | DuplicateClips
  | DeleteClips
  | DeleteRange
  | SetClipFades
  | SetSongFades
  | SetClipLoop
  | settings.SetClipColor
  | settings.RenameClip
  | settings.SetClipMute
  | settings.SetClipTempo
  | settings.SetClipTransposition
  | settings.StepClipTransposition
  | settings.SetClipSpeed
  | settings.ScaleClipSpeed
  | settings.SetClipAmplitude
  | SetLoopRegion
  | QueueSection
  | DropAudio
  | PasteClips
  | PlaceStems
  | project.SetSelection
  | project.SetMetronome
  | project.SetMasterAmplitude
  | project.SetTempo
  | project.SetTempoLock
  | project.SetProjectInfo
  | project.SetLyricsCorrection
  | ReceiveDownbeats
  | ResolveUpload
  | AddTakeLane
  | RemoveTakeLane
  | SoloTakeLane
  | PromoteTakeLane
  | CompTakeLane
  | AttachGeneration
  | FailGeneration
  | ResolveIntents
  | AbandonIntent;

export type CommandType = Command['type'];

type Handler<K extends CommandType> = (
  state: StudioProjectState,
  cmd: Extract<Command, { type: K }>,
  ctx: CommandContext,
) => CommandResult;

const handlers: { [K in CommandType]: Handler<K> } = {
  addTrack: tracks.addTrack,
  removeTrack: tracks.removeTrack,
  moveTrack: tracks.moveTrack,
  reorderTrack: tracks.reorderTrack,
  duplicateTrack: tracks.duplicateTrack,
  renameTrack: trackSettings.renameTrack,
  setTrackIcon: trackSettings.setTrackIcon,
  setTrackColor: trackSettings.setTrackColor,
  setTrackSwitch: trackSettings.setTrackSwitch,
  setTrackHeight: trackSettings.setTrackHeight,
  setTrackMix: trackSettings.setTrackMix,
  moveClip,
  resizeClip,
  splitClip,
  cropClip,
  duplicateClips,
  deleteClips,
  deleteRange,
  setClipFades,
  setSongFades,
  setClipLoop,
  setClipColor: settings.setClipColor,
  renameClip: settings.renameClip,
  setClipMute: settings.setClipMute,
  setClipTempo: settings.setClipTempo,
  setClipTransposition: settings.setClipTransposition,
  stepClipTransposition: settings.stepClipTransposition,
  setClipSpeed: settings.setClipSpeed,
  scaleClipSpeed: settings.scaleClipSpeed,
  setClipAmplitude: settings.setClipAmplitude,
  setLoopRegion,
  createSection: queueSection,
  replaceSection: queueSection,
  extend: queueSection,
  dropAudio,
  pasteClips,
  placeStems,
  setSelection: project.setSelection,
  setMetronome: project.setMetronome,
  setMasterAmplitude: project.setMasterAmplitude,
  setTempo: project.setTempo,
  setTempoLock: project.setTempoLock,
  setProjectInfo: project.setProjectInfo,
  setLyricsCorrection: project.setLyricsCorrection,
  receiveDownbeats,
  resolveUpload,
  addTakeLane,
  removeTakeLane,
  soloTakeLane,
  promoteTakeLane,
  compTakeLane,
  attachGeneration,
  failGeneration,
  resolveIntents,
  abandonIntent,
};

/** The metadata usage flag (§3) each kind of edit sets. */
export const USAGE_FLAGS: Partial<Record<CommandType, UsageFlag>> = {
  cropClip: 'usedCrop',
  moveClip: 'usedReorder',
  moveTrack: 'usedReorder',
  reorderTrack: 'usedReorder',
  duplicateClips: 'usedDuplicate',
  deleteClips: 'usedDelete',
  deleteRange: 'usedDelete',
  splitClip: 'usedSplit',
  createSection: 'usedCreateSection',
  replaceSection: 'usedReplaceSection',
  extend: 'usedExtend',
};

/** Applies a command: a new state (the input is never mutated), or the same state and a reason. */
export function applyCommand(
  state: StudioProjectState,
  command: Command,
  ctx: CommandContext,
): CommandResult {
  if (ctx.lock != null) {
    return {
      ok: false,
      state,
      code: 'locked',
      reason: REASONS.locked,
      action: 'clone-project',
      lock: ctx.lock,
    };
  }
  const handler = handlers[command.type] as Handler<CommandType>;
  const result = handler(state, command, ctx);
  if (!result.ok || result.state === state) return result;
  const flag = USAGE_FLAGS[command.type];
  if (flag === undefined || result.state.metadata[flag]) return result;
  return {
    ...result,
    state: { ...result.state, metadata: { ...result.state.metadata, [flag]: true } },
  };
}
