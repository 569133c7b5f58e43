// Turns random numbers into a command that names real ids of the current state (most of the
// time) so random sequences exercise every command; shared by property tests and the benchmark.
import {
  TRACK_COLOR_SWATCHES,
  TRACK_ICONS,
  type Command,
  type StudioClip,
  type StudioProjectState,
} from '../index';

/** Random inputs: `kind` picks the command, `pick` an entity, `x` and `y` are in [0, 1). */
export interface CommandSeed {
  kind: number;
  pick: number;
  x: number;
  y: number;
}

const at = <T>(list: readonly T[], pick: number): T | undefined =>
  list[pick % Math.max(1, list.length)];

/** A clip of the state chosen by `pick`, without listing every clip (the benchmark runs this often). */
function pickClip(state: StudioProjectState, pick: number): StudioClip | undefined {
  const tracks = state.tracks;
  for (let i = 0; i < tracks.length; i++) {
    const track = tracks[(pick + i) % tracks.length];
    if (track === undefined) continue;
    const lanes = [track.clips, ...track.takeLanes.map((lane) => lane.clips)].filter(
      (clips) => clips.length > 0,
    );
    const lane = at(lanes, Math.floor(pick / 7));
    if (lane !== undefined) return at(lane, Math.floor(pick / 3));
  }
  return undefined;
}

type Maker = (
  s: StudioProjectState,
  seed: CommandSeed,
  c: StudioClip | undefined,
  trackId: string,
) => Command;

const beat = (v: number) => Math.round(v * 512) / 4;

const MAKERS: Maker[] = [
  (_s, { x }, c) => ({ type: 'moveClip', clipId: c?.id ?? 'missing', startBeats: beat(x) }),
  (s, { x, pick }, c) => ({
    type: 'moveClip',
    clipId: c?.id ?? 'missing',
    startBeats: beat(x),
    trackId: at(s.tracks, pick + 1)?.id ?? 'missing',
  }),
  (_s, { x, y }, c) => ({
    type: 'resizeClip',
    clipId: c?.id ?? 'missing',
    edge: y < 0.5 ? 'start' : 'end',
    beats: beat(x),
  }),
  (_s, { x }, c) => ({
    type: 'splitClip',
    clipIds: [c?.id ?? 'missing'],
    atBeats: c === undefined ? 0 : c.startBeats + x * (c.endBeats - c.startBeats),
  }),
  (_s, { x, y }, c) => ({
    type: 'cropClip',
    clipId: c?.id ?? 'missing',
    startBeats: beat(x * 0.5),
    endBeats: beat(0.5 + y * 0.5),
  }),
  (_s, _seed, c) => ({ type: 'duplicateClips', clipIds: [c?.id ?? 'missing'] }),
  (_s, _seed, c) => ({ type: 'deleteClips', clipIds: [c?.id ?? 'missing'] }),
  (_s, { x, y }, _c, trackId) => ({
    type: 'deleteRange',
    trackIds: [trackId],
    startBeats: beat(x),
    endBeats: beat(x) + beat(y) / 4,
  }),
  (_s, { x, y }, c) => ({
    type: 'setClipFades',
    clipId: c?.id ?? 'missing',
    fadeInBeats: x * 8,
    fadeOutBeats: y * 8,
  }),
  (_s, { x, y }) => ({ type: 'setSongFades', fadeInBeats: x * 4, fadeOutBeats: y * 4 }),
  (_s, { x, y }, c) => ({
    type: 'setClipLoop',
    clipId: c?.id ?? 'missing',
    enabled: y < 0.5,
    startBeats: x * 4,
    endBeats: 4 + y * 8,
  }),
  (_s, { pick }, c) => ({
    type: 'setClipColor',
    clipIds: [c?.id ?? 'missing'],
    color: at(TRACK_COLOR_SWATCHES, pick) ?? null,
  }),
  (_s, _seed, c) => ({ type: 'setClipMute', clipIds: [c?.id ?? 'missing'] }),
  (_s, { y }, c) => ({
    type: 'setClipTempo',
    clipId: c?.id ?? 'missing',
    tempo: y < 0.5 ? 'on-beat' : 'original',
  }),
  (_s, { x, y }, c) => ({
    type: 'setClipTransposition',
    clipId: c?.id ?? 'missing',
    value: y < 0.3 ? `+${Math.round(x * 40)}` : y < 0.6 ? Math.round(x * 60 - 30) : 'abc',
  }),
  (_s, { y }, c) => ({
    type: 'stepClipTransposition',
    clipId: c?.id ?? 'missing',
    direction: y < 0.5 ? 1 : -1,
  }),
  (_s, { x }, c) => ({
    type: 'setClipSpeed',
    clipId: c?.id ?? 'missing',
    speed: 2 ** (x * 20 - 10),
  }),
  (_s, { y }, c) => ({
    type: 'scaleClipSpeed',
    clipId: c?.id ?? 'missing',
    factor: y < 0.5 ? 0.5 : 2,
  }),
  (_s, { x }, c) => ({ type: 'setClipAmplitude', clipId: c?.id ?? 'missing', db: x * 24 - 18 }),
  (_s, { x, y }) => ({
    type: 'setLoopRegion',
    enabled: y < 0.5,
    startBeats: beat(x),
    endBeats: beat(x) + 1 + beat(y),
  }),
  (_s, { x, y, pick }, _c, trackId) => ({
    type: (['createSection', 'replaceSection', 'extend'] as const)[pick % 3] as 'extend',
    trackId,
    startBeats: beat(x),
    endBeats: beat(x) + 1 + beat(y),
    name: 'Section',
    queuedGenerationIds: [`gen-${pick}`],
    possibleClipIds: [`clip-${pick}`, `clip-${pick}-b`],
  }),
  (_s, { x, y, pick }, _c, trackId) => ({
    type: 'dropAudio',
    trackId,
    atBeats: beat(x),
    clipId: `drop-${pick}`,
    name: 'Drop',
    contentSeconds: 1 + y * 30,
  }),
  (_s, { x }, c, trackId) => ({
    type: 'pasteClips',
    trackId,
    atBeats: beat(x),
    clips: c === undefined ? [] : [c],
  }),
  () => ({ type: 'addTrack', name: 'Added' }),
  (_s, _seed, _c, trackId) => ({ type: 'removeTrack', trackId }),
  (_s, { y }, _c, trackId) => ({ type: 'moveTrack', trackId, by: y < 0.5 ? -1 : 1 }),
  (_s, { pick }, _c, trackId) => ({ type: 'reorderTrack', trackId, toIndex: pick % 5 }),
  (_s, { pick }, _c, trackId) => ({ type: 'renameTrack', trackId, name: `Track ${pick}` }),
  (_s, { pick }, _c, trackId) => ({
    type: 'setTrackIcon',
    trackId,
    icon: at(TRACK_ICONS, pick) ?? null,
  }),
  (_s, { pick }, _c, trackId) => ({
    type: 'setTrackColor',
    trackId,
    color: at(TRACK_COLOR_SWATCHES, pick) ?? '',
  }),
  (_s, { pick }, _c, trackId) => ({
    type: 'setTrackSwitch',
    trackId,
    name: (['mute', 'solo', 'arm', 'takeLanesExpanded'] as const)[pick % 4] as 'mute',
  }),
  (_s, { x }, _c, trackId) => ({ type: 'setTrackHeight', trackId, height: x * 200 }),
  (_s, { x, y }, _c, trackId) => ({
    type: 'setTrackMix',
    trackId,
    amplitude: x * 2,
    balance: y * 2 - 1,
  }),
  (_s, _seed, _c, trackId) => ({ type: 'addTakeLane', trackId }),
  (s, { pick }, _c, trackId) => ({
    type: 'soloTakeLane',
    trackId,
    takeLaneId: at(s.tracks.find((t) => t.id === trackId)?.takeLanes ?? [], pick)?.id ?? null,
  }),
  (s, { pick }, _c, trackId) => ({
    type: 'promoteTakeLane',
    trackId,
    takeLaneId: at(s.tracks.find((t) => t.id === trackId)?.takeLanes ?? [], pick)?.id ?? 'missing',
  }),
  (s, { pick }, _c, trackId) => ({
    type: 'removeTakeLane',
    trackId,
    takeLaneId: at(s.tracks.find((t) => t.id === trackId)?.takeLanes ?? [], pick)?.id ?? 'missing',
  }),
  (_s, { x, y }, _c, trackId) => ({
    type: 'setSelection',
    selection: {
      anchorBeats: beat(x),
      focusBeats: beat(y),
      trackIds: [trackId],
      focusedTrackId: trackId,
    },
  }),
  () => ({ type: 'setMetronome' }),
  (_s, { x, y }) => ({
    type: 'setTempo',
    bps: 1 + x * 3,
    bpsAutomation: y < 0.5 ? [] : [{ beats: 16, value: 1 + y * 2 }],
  }),
  (_s, { pick }) => ({ type: 'setProjectInfo', title: `Song ${pick}` }),
  (_s, { pick, y }, c) => ({
    type: 'setLyricsCorrection',
    clipId: c?.clipId ?? `clip-${pick}`,
    lyrics: y < 0.7 ? `la ${pick}` : null,
  }),
  (_s, { pick, y }) => ({
    type: 'resolveIntents',
    clips: [
      {
        id: `clip-${pick}`,
        status: y < 0.5 ? 'complete' : y < 0.8 ? 'streaming' : 'error',
        title: 'Generated',
      },
      { id: `clip-${pick}-b`, status: y < 0.3 ? 'error' : 'complete' },
    ],
  }),
  (s, { pick }) => {
    const intent = at(
      s.tracks.flatMap((t) => t.clipCreationIntents),
      pick,
    );
    return {
      type: 'attachGeneration',
      intentId: intent?.id ?? 'missing',
      generationId: intent?.queuedGenerationIds[0] ?? 'g',
      clipIds: [`late-${pick}`],
    };
  },
  (s, { pick }) => ({
    type: 'abandonIntent',
    intentId:
      at(
        s.tracks.flatMap((t) => t.clipCreationIntents),
        pick,
      )?.id ?? 'missing',
  }),
  (_s, { x }, c) => ({
    type: 'receiveDownbeats',
    sourceId: c?.clipId ?? 'missing',
    markers: [
      { beats: 0, seconds: 0 },
      { beats: 4, seconds: 1 + x },
    ],
  }),
];

export const COMMAND_KINDS = MAKERS.length;

export function commandFromSeed(state: StudioProjectState, seed: CommandSeed): Command {
  const clip = seed.x < 0.02 ? undefined : pickClip(state, seed.pick);
  const trackId = seed.y > 0.98 ? 'missing' : (at(state.tracks, seed.pick)?.id ?? 'missing');
  const maker = MAKERS[seed.kind % MAKERS.length] as Maker;
  return maker(state, seed, clip, trackId);
}
