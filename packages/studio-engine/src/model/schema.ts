// The zod schema of the studio project state (2-studio.md §3). A normalised state always passes it.
import { z } from 'zod';
import {
  SPEED_MAX,
  SPEED_MIN,
  TRACK_BALANCE_MAX,
  TRACK_BALANCE_MIN,
  TRACK_HEIGHT_MAX,
  TRACK_HEIGHT_MIN,
  TRANSPOSITION_MAX,
  TRANSPOSITION_MIN,
} from './constants';
import type {
  ArrangedClip,
  ClipCreationIntent,
  StudioClip,
  StudioProjectState,
  TakeLane,
  Track,
} from './types';

const beats = z.number();
const nonNegative = z.number().min(0);
const positive = z.number().positive();

const loopSchema = z.object({ enabled: z.boolean(), startBeats: beats, endBeats: beats });

const bpsPointSchema = z.object({ beats, value: positive });

const timingBase = {
  bpsAutomation: z.array(bpsPointSchema),
  firstBeatSeconds: z.number(),
  locked: z.boolean(),
};

export const timingSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('manual'), bps: positive, ...timingBase }),
  z.object({
    type: z.literal('follow-track'),
    bps: positive.nullable(),
    fallbackBps: positive,
    ...timingBase,
  }),
]);

export const selectionSchema = z.object({
  anchorBeats: beats,
  focusBeats: beats,
  trackIds: z.array(z.string()),
  focusedTrackId: z.string().nullable(),
  focusedArea: z.enum(['timeline', 'tracks']),
});

export const warpMarkerSchema = z.object({ beats, seconds: z.number() });

export const studioClipSchema = z.object({
  id: z.string(),
  clipId: z.string().nullable(),
  uploadId: z.string().nullable(),
  name: z.string(),
  color: z.string().nullable(),
  streaming: z.boolean(),
  mute: z.boolean(),
  startBeats: beats,
  endBeats: beats,
  readStartBeats: nonNegative,
  fadeInBeats: nonNegative,
  fadeOutBeats: nonNegative,
  transposition: z.number().min(TRANSPOSITION_MIN).max(TRANSPOSITION_MAX),
  amplitude: nonNegative,
  loop: loopSchema,
  warp: z.object({
    enabled: z.boolean(),
    markers: z.array(warpMarkerSchema),
    speed: z.number().min(SPEED_MIN).max(SPEED_MAX),
    awaitingAnalysis: z.boolean(),
  }),
  awaitingContentAlignment: z.boolean(),
}) satisfies z.ZodType<StudioClip>;

export const clipCreationIntentSchema = z.object({
  id: z.string(),
  startBeats: beats,
  endBeats: beats,
  startTrimmedBeats: nonNegative,
  endTrimmedBeats: nonNegative,
  possibleClipIds: z.array(z.string()),
  queuedGenerationIds: z.array(z.string()),
  name: z.string(),
  namePersists: z.boolean(),
}) satisfies z.ZodType<ClipCreationIntent>;

export const takeLaneSchema = z.object({
  id: z.string(),
  name: z.string(),
  clips: z.array(studioClipSchema),
  clipCreationIntents: z.array(clipCreationIntentSchema),
  height: positive,
}) satisfies z.ZodType<TakeLane>;

export const arrangedClipSchema = z.object({
  clipId: z.string(),
  title: z.string(),
  contentSeconds: z.number(),
  startSeconds: z.number(),
  endSeconds: z.number(),
  readStartSeconds: z.number(),
}) satisfies z.ZodType<ArrangedClip>;

export const trackSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  input: z.number().nullable(),
  instrument: z.string().nullable(),
  amplitude: nonNegative,
  balance: z.number().min(TRACK_BALANCE_MIN).max(TRACK_BALANCE_MAX),
  mute: z.boolean(),
  solo: z.boolean(),
  arm: z.boolean(),
  clips: z.array(studioClipSchema),
  takeLanes: z.array(takeLaneSchema),
  takeLanesExpanded: z.boolean(),
  soloTakeLaneId: z.string().nullable(),
  clipCreationIntents: z.array(clipCreationIntentSchema),
  height: z.number().min(TRACK_HEIGHT_MIN).max(TRACK_HEIGHT_MAX),
  stemType: z.string().nullable(),
  stagedClips: z.array(arrangedClipSchema).optional(),
  arrangedClips: z.array(arrangedClipSchema).optional(),
}) satisfies z.ZodType<Track>;

export const projectStateSchema = z.object({
  title: z.string(),
  caption: z.string(),
  styleSummary: z.string(),
  editClipId: z.string().nullable(),
  amplitude: nonNegative,
  metronome: z.object({ enabled: z.boolean(), amplitude: nonNegative }),
  timing: timingSchema,
  tracks: z.array(trackSchema),
  selection: selectionSchema,
  loop: loopSchema,
  songFadeInBeats: nonNegative,
  songFadeOutBeats: nonNegative,
  lyricsCorrectionsByClipId: z.record(z.string(), z.string()),
  metadata: z.object({
    usedCrop: z.boolean(),
    usedReorder: z.boolean(),
    usedDuplicate: z.boolean(),
    usedDelete: z.boolean(),
    usedSplit: z.boolean(),
    usedCreateSection: z.boolean(),
    usedReplaceSection: z.boolean(),
    usedExtend: z.boolean(),
  }),
}) satisfies z.ZodType<StudioProjectState>;
