// Every user-visible string of 2-studio.md that the project model produces, verbatim, in one
// place, followed by the reasons Cadenza itself gives when a command is refused.

/** Renders "X" in the selection messages: seconds with at most two decimals (not shown; decided). */
export function formatSelectionSeconds(seconds: number): string {
  return String(Number(seconds.toFixed(2)));
}

export const MESSAGES = {
  /** §5 Project state. */
  invalidProjectState: 'Invalid project state format',
  /** §5 Clip normalisation on load: arrangement errors. */
  endBeforeStart: 'End is before start',
  clipHasNoDuration: 'Clip has no duration',
  clipHasNoContentDuration: 'Clip has no content duration',
  /** §5 Generate blocked messages. */
  emptyTrack: 'Use Instrument mode to add content to empty tracks.',
  selectRangeToReplace: 'Select a range of time to replace',
  fixedTooLong: 'Selection must be at most 26 seconds long in "Fixed" replace mode',
  clipNotComplete: 'Clip is not complete',
  /** §3 Unsupported infill tasks. */
  infillCoverUnsupported: 'Infill cover is not supported',
  artistInfillUnsupported: 'Artist infill is not supported',
  /** §8 Project and generated-clip errors. */
  failedToSaveProject: 'Failed to save project',
  errorGeneratingClip: 'Error generating clip',
  clipGenerationFailed: 'Clip generation failed, please try again',
  noVersionForClone: 'No project version ID available for cloning',
} as const;

/** §5 Create: 'Selection must be at least 2 seconds long (currently X seconds)'. */
export const createTooShort = (seconds: number): string =>
  `Selection must be at least 2 seconds long (currently ${formatSelectionSeconds(seconds)} seconds)`;

/** §5 Create and Smart: 'Selection must be at most 120 seconds long (currently X seconds)'. */
export const selectionTooLong = (seconds: number): string =>
  `Selection must be at most 120 seconds long (currently ${formatSelectionSeconds(seconds)} seconds)`;

/** §5 Classic under 2 s. */
export const classicTooShort = (seconds: number): string =>
  `Selection must be at least 2 seconds long in "Classic" replace mode (currently ${formatSelectionSeconds(seconds)} seconds)`;

/** §5 Classic over 120 s. */
export const classicTooLong = (seconds: number): string =>
  `Selection must be at most 120 seconds long in "Classic" replace mode (currently ${formatSelectionSeconds(seconds)} seconds)`;

/** §3 Take lanes are named 'Version N'. */
export const takeLaneName = (n: number): string => `Version ${n}`;

/** Cadenza's own reasons for a refused command (the spec shows none). */
export const REASONS = {
  locked: 'This project is locked; clone it to edit.',
  trackNotFound: 'No track with that id',
  clipNotFound: 'No clip with that id',
  takeLaneNotFound: 'No take lane with that id',
  intentNotFound: 'No clip creation intent with that id',
  oneTrackMode: 'Not available in one-track mode',
  lastTrack: 'The last track cannot be deleted in one-track mode',
  notASwatch: 'Not one of the colour swatches',
  notAnIcon: 'Not one of the instrument icons',
  notANumber: 'Not a number; input ignored',
  emptyRange: 'The range is empty',
  outsideClip: 'The position is not inside the clip',
  emptyName: 'The name is blank',
  tempoLocked: 'The tempo is locked',
  invalidValue: 'The value is out of range',
  nothingToPaste: 'Nothing to place',
  nothingSelected: 'No clip is selected',
  notLoaded: 'No project is open',
  nothingToEnd: 'No drag or preview to end',
  noChange: 'Nothing to change',
  historyBlocked: 'Undo and redo wait for the drag or preview to end',
  historyEmpty: 'Nothing to undo or redo',
} as const;
