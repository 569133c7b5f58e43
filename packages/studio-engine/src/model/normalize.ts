// normalizeProjectState: the load rules of 2-studio.md (§4 Projects, §5 Project state and Clip
// normalisation on load). Any JSON gives either 'Invalid project state format' or a state that
// passes the schema with unique ids, sorted non-overlapping lanes and every clamp held.
import {
  DEFAULT_LOOP_END_BEATS,
  DEFAULT_LOOP_START_BEATS,
  FALLBACK_BPS,
  MASTER_VOLUME_DEFAULT,
  TAKE_LANE_HEIGHT,
  TRACK_BALANCE_MAX,
  TRACK_BALANCE_MIN,
  TRACK_HEIGHT_MAX,
  TRACK_HEIGHT_MIN,
} from './constants';
import { createTrack, defaultUsage, trackHeightFor } from './defaults';
import { randomId, type IdFactory } from './ids';
import { MESSAGES, takeLaneName } from './messages';
import { STUDIO_LABELS } from '../studio-messages';
import {
  arrangeClips,
  normalizeIntents,
  normalizeLaneClips,
  normalizeStaged,
  type ArrangementError,
  type DroppedClip,
  type IdClaims,
  type LaneReport,
} from './normalize-clips';
import {
  clamp,
  isFiniteNumber,
  isRecord,
  readArray,
  readBoolean,
  readNonNegative,
  readNumber,
  readPositive,
  readString,
  readStringOrNull,
  readStrings,
  type Json,
} from './read';
import type {
  BpsPoint,
  ProjectMode,
  Selection,
  StudioProjectState,
  TakeLane,
  Timing,
  Track,
  UsageMetadata,
} from './types';

export interface NormalizeOptions {
  /** Edit mode keeps only the first track (§4). */
  mode?: ProjectMode;
  /** A newly created project starts with one track (§4). */
  isNew?: boolean;
  /** Ids for regenerated duplicates and added tracks. */
  newId?: IdFactory;
}

export interface NormalizeReport {
  /** §5 arrangement errors: 'End is before start', 'Clip has no duration', 'Clip has no content duration'. */
  arrangementErrors: ArrangementError[];
  droppedClips: DroppedClip[];
  trimmedClipIds: string[];
  regeneratedIds: { from: string | null; to: string }[];
}

export type NormalizeResult =
  | { ok: true; state: StudioProjectState; report: NormalizeReport }
  | { ok: false; error: typeof MESSAGES.invalidProjectState };

function idClaims(newId: IdFactory, report: NormalizeReport): IdClaims {
  const used = new Set<string>();
  const fresh = (): string => {
    let id = newId();
    while (used.has(id)) id = newId();
    used.add(id);
    return id;
  };
  return {
    claim(id) {
      if (typeof id === 'string' && !used.has(id)) {
        used.add(id);
        return id;
      }
      const to = fresh();
      report.regeneratedIds.push({ from: typeof id === 'string' ? id : null, to });
      return to;
    },
    fresh,
  };
}

function normalizeTiming(raw: Json): Timing {
  const byBeat = new Map<number, BpsPoint>();
  for (const point of readArray(raw.bpsAutomation)) {
    if (
      isRecord(point) &&
      isFiniteNumber(point.beats) &&
      isFiniteNumber(point.value) &&
      point.value > 0
    ) {
      byBeat.set(point.beats, { beats: point.beats, value: point.value });
    }
  }
  const base = {
    bpsAutomation: [...byBeat.values()].sort((a, b) => a.beats - b.beats),
    firstBeatSeconds: readNumber(raw.firstBeatSeconds, 0),
    locked: readBoolean(raw.locked, false),
  };
  if (raw.type === 'follow-track') {
    const bps = isFiniteNumber(raw.bps) && raw.bps > 0 ? raw.bps : null;
    return {
      type: 'follow-track',
      bps,
      fallbackBps: readPositive(raw.fallbackBps, FALLBACK_BPS),
      ...base,
    };
  }
  return { type: 'manual', bps: readPositive(raw.bps, FALLBACK_BPS), ...base };
}

interface Ctx {
  ids: IdClaims;
  timing: Timing;
  mode: ProjectMode;
  report: NormalizeReport;
}

function normalizeTakeLane(
  raw: unknown,
  index: number,
  ctx: Ctx,
  lane: LaneReport,
): TakeLane | null {
  if (!isRecord(raw)) return null;
  return {
    id: ctx.ids.claim(raw.id),
    name: readString(raw.name, takeLaneName(index + 1)),
    clips: normalizeLaneClips(raw.clips, ctx.ids, lane),
    clipCreationIntents: normalizeIntents(raw.clipCreationIntents, ctx.ids),
    height: readPositive(raw.height, TAKE_LANE_HEIGHT),
  };
}

function normalizeTrack(raw: unknown, ctx: Ctx): Track | null {
  if (!isRecord(raw)) return null;
  const lane: LaneReport = {
    dropped: ctx.report.droppedClips,
    trimmedClipIds: ctx.report.trimmedClipIds,
  };
  const id = ctx.ids.claim(raw.id);
  const arranged = arrangeClips(
    raw.arrangedClips,
    id,
    ctx.timing,
    ctx.ids,
    ctx.report.arrangementErrors,
  );
  const takeLanes = readArray(raw.takeLanes).flatMap(
    (item, i) => normalizeTakeLane(item, i, ctx, lane) ?? [],
  );
  const soloTakeLaneId = readStringOrNull(raw.soloTakeLaneId);
  const track = createTrack(id, ctx.mode, {
    name: readString(raw.name, STUDIO_LABELS.newTrack),
    icon: readStringOrNull(raw.icon),
    color: readStringOrNull(raw.color),
    input: isFiniteNumber(raw.input) ? raw.input : null,
    instrument: readStringOrNull(raw.instrument),
    amplitude: readNonNegative(raw.amplitude, 1),
    balance: clamp(readNumber(raw.balance, 0), TRACK_BALANCE_MIN, TRACK_BALANCE_MAX),
    mute: readBoolean(raw.mute, false),
    solo: readBoolean(raw.solo, false),
    arm: readBoolean(raw.arm, false),
    clips: normalizeLaneClips(raw.clips, ctx.ids, lane, arranged),
    takeLanes,
    takeLanesExpanded: readBoolean(raw.takeLanesExpanded, false),
    soloTakeLaneId: takeLanes.some((l) => l.id === soloTakeLaneId) ? soloTakeLaneId : null,
    clipCreationIntents: normalizeIntents(raw.clipCreationIntents, ctx.ids),
    height: clamp(
      readNumber(raw.height, trackHeightFor(ctx.mode)),
      TRACK_HEIGHT_MIN,
      TRACK_HEIGHT_MAX,
    ),
    stemType: readStringOrNull(raw.stemType),
  });
  return raw.stagedClips === undefined
    ? track
    : { ...track, stagedClips: normalizeStaged(raw.stagedClips) };
}

function normalizeSelection(raw: Json, tracks: readonly Track[]): Selection {
  const trackIds = new Set(tracks.map((t) => t.id));
  const focused = readStringOrNull(raw.focusedTrackId);
  return {
    anchorBeats: readNumber(raw.anchorBeats, 0),
    focusBeats: readNumber(raw.focusBeats, 0),
    trackIds: [...new Set(readStrings(raw.trackIds))].filter((id) => trackIds.has(id)),
    focusedTrackId: focused !== null && trackIds.has(focused) ? focused : null,
    focusedArea: raw.focusedArea === 'tracks' ? 'tracks' : 'timeline',
  };
}

function normalizeUsage(raw: unknown): UsageMetadata {
  const usage = defaultUsage();
  if (!isRecord(raw)) return usage;
  for (const key of Object.keys(usage) as (keyof UsageMetadata)[])
    usage[key] = readBoolean(raw[key], false);
  return usage;
}

function normalizeLoop(raw: unknown): StudioProjectState['loop'] {
  const loop = isRecord(raw) ? raw : {};
  const { startBeats, endBeats } = loop;
  const valid =
    isFiniteNumber(startBeats) &&
    isFiniteNumber(endBeats) &&
    startBeats >= 0 &&
    endBeats > startBeats;
  return {
    enabled: readBoolean(loop.enabled, false),
    startBeats: valid ? startBeats : DEFAULT_LOOP_START_BEATS,
    endBeats: valid ? endBeats : DEFAULT_LOOP_END_BEATS,
  };
}

/** Edit mode keeps only the first track and resets its amplitude, balance, mute and solo (§4). */
function editModeTracks(tracks: Track[], newId: IdFactory): Track[] {
  const first = tracks[0] ?? createTrack(newId(), 'edit');
  return [
    {
      ...first,
      amplitude: 1,
      balance: 0,
      mute: false,
      solo: false,
      height: trackHeightFor('edit'),
    },
  ];
}

function parse(json: unknown): unknown {
  if (typeof json !== 'string') return json;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

export function normalizeProjectState(
  json: unknown,
  options: NormalizeOptions = {},
): NormalizeResult {
  const raw = parse(json);
  if (
    !isRecord(raw) ||
    !isRecord(raw.timing) ||
    !Array.isArray(raw.tracks) ||
    !isRecord(raw.selection)
  ) {
    return { ok: false, error: MESSAGES.invalidProjectState };
  }
  const mode = options.mode ?? 'studio';
  const newId = options.newId ?? randomId;
  const report: NormalizeReport = {
    arrangementErrors: [],
    droppedClips: [],
    trimmedClipIds: [],
    regeneratedIds: [],
  };
  const timing = normalizeTiming(raw.timing);
  const ctx: Ctx = { ids: idClaims(newId, report), timing, mode, report };
  let tracks = raw.tracks.flatMap((item) => normalizeTrack(item, ctx) ?? []);
  if (mode === 'edit') tracks = editModeTracks(tracks, ctx.ids.fresh);
  else if (options.isNew === true && tracks.length === 0)
    tracks = [createTrack(ctx.ids.fresh(), mode)];
  const metronome = isRecord(raw.metronome) ? raw.metronome : {};
  const corrections = isRecord(raw.lyricsCorrectionsByClipId) ? raw.lyricsCorrectionsByClipId : {};
  const state: StudioProjectState = {
    title: readString(raw.title, ''),
    caption: readString(raw.caption, ''),
    styleSummary: readString(raw.styleSummary, ''),
    editClipId: readStringOrNull(raw.editClipId),
    amplitude: readNonNegative(raw.amplitude, MASTER_VOLUME_DEFAULT),
    metronome: {
      enabled: readBoolean(metronome.enabled, false),
      amplitude: readNonNegative(metronome.amplitude, 1),
    },
    timing,
    tracks,
    selection: normalizeSelection(raw.selection, tracks),
    loop: normalizeLoop(raw.loop),
    songFadeInBeats: readNonNegative(raw.songFadeInBeats, 0),
    songFadeOutBeats: readNonNegative(raw.songFadeOutBeats, 0),
    lyricsCorrectionsByClipId: Object.fromEntries(
      Object.entries(corrections).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    metadata: normalizeUsage(raw.metadata),
  };
  return { ok: true, state, report };
}
