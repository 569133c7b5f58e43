// What the studio's components ask for. They never change the project: pointer gestures, ruler
// clicks, track header controls and the clip settings panel produce these intents, and the host
// (the studio session) turns them into engine commands. Intents named like an engine command
// carry exactly that command's fields, so the host passes them on as they are.
import type {
  AddTrack,
  CompTakeLane,
  PromoteTakeLane,
  SoloTakeLane,
  DeleteClips,
  DuplicateClips,
  DuplicateTrack,
  RemoveTrack,
  RenameClip,
  SetClipMute,
  MoveClip,
  RenameTrack,
  ResizeClip,
  ScaleClipSpeed,
  SetClipAmplitude,
  SetClipColor,
  SetClipFades,
  SetClipTempo,
  SetClipTransposition,
  SetLoopRegion,
  SetTrackColor,
  SetTrackMix,
  SetTrackSwitch,
  StepClipTransposition,
} from '@cadenza/studio-engine';

/** Edits of clips on the lanes (pointer gestures). */
export type ClipEditIntent =
  /** Move a clip to a start beat, on a track's main lane (takeLaneId null) or a take lane. */
  | Required<MoveClip>
  /** Trim the clip's start or end edge to a beat. */
  | ResizeClip
  /** Set a clip's fade in or fade out length by its handle. */
  | SetClipFades;

/** The track header's controls. */
export type TrackIntent = RenameTrack | SetTrackColor | SetTrackSwitch | SetTrackMix;

/** A take lane header's controls: solo, promote and comp are engine commands. */
export type TakeLaneIntent =
  | SoloTakeLane
  | PromoteTakeLane
  | CompTakeLane
  /** The session's audition of a lane (null ends it), played from `fromBeats`. */
  | { type: 'takeLane/audition'; trackId: string; takeLaneId: string | null; fromBeats?: number };

/** The clip settings panel's controls. */
export type ClipSettingsIntent =
  | SetClipColor
  | SetClipTempo
  | SetClipTransposition
  | StepClipTransposition
  | ScaleClipSpeed
  | SetClipAmplitude;

/** Selection, playhead and loop. */
export type NavigationIntent =
  /** Select a clip (click); `additive` with Shift or Ctrl/Cmd held. */
  | { type: 'selectClip'; clipId: string; trackId: string; additive: boolean }
  /** A selection range over tracks, from the anchor to the focus beat. */
  | { type: 'selectRange'; anchorBeats: number; focusBeats: number; trackIds: string[] }
  /** Move the playhead (a click on the ruler). */
  | { type: 'seek'; beats: number }
  /** Set and turn on the loop region (a drag on the ruler); the engine command's fields. */
  | (SetLoopRegion & { enabled: true; startBeats: number; endBeats: number });

/** The session's own actions a menu asks for: split at the playhead and the clipboard. */
export type SessionMenuIntent =
  | { type: 'clip/split' }
  | { type: 'clipboard/copy' }
  | { type: 'clipboard/cut' }
  | { type: 'clipboard/paste' };

/** The clip and track context menus: engine commands and the session's menu actions. */
export type MenuIntent =
  | DuplicateClips
  | DeleteClips
  | RenameClip
  | SetClipMute
  | AddTrack
  | RemoveTrack
  | DuplicateTrack
  | SessionMenuIntent;

/** Is it one of the session's own actions (not an engine command)? */
export const isSessionMenuIntent = (intent: { type: string }): intent is SessionMenuIntent =>
  intent.type === 'clip/split' || intent.type.startsWith('clipboard/');

/** Is it a take lane audition (a session action, not an engine command)? */
export const isAuditionIntent = (
  intent: TimelineIntent,
): intent is Extract<TakeLaneIntent, { type: 'takeLane/audition' }> =>
  intent.type === 'takeLane/audition';

export type TimelineIntent =
  | ClipEditIntent
  | TrackIntent
  | TakeLaneIntent
  | ClipSettingsIntent
  | NavigationIntent
  | MenuIntent;

export type TimelineIntentType = TimelineIntent['type'];

/**
 * An intent with its phase: `preview` while a drag or a slider moves (shown uncommitted),
 * `commit` on release or for a single action, `cancel` when a drag ends without a change
 * (Escape, or released where it started).
 */
export type GestureOutput =
  | { phase: 'preview'; intent: TimelineIntent }
  | { phase: 'commit'; intent: TimelineIntent }
  | { phase: 'cancel' };

/** A callback that receives intents. */
export type IntentHandler = (output: GestureOutput) => void;

/** A single action's commit. */
export const commit = (intent: TimelineIntent): GestureOutput => ({ phase: 'commit', intent });
export const preview = (intent: TimelineIntent): GestureOutput => ({ phase: 'preview', intent });
