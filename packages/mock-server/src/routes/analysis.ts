// Tag analysis: aligned clips (extensions and replaced sections of a clip, within the lookup
// tolerance), downbeats (a job that runs for MOCK_DOWNBEATS_MS, also streamed), aligned lyrics
// v2 and v3 (v3 runs for MOCK_LYRICS_ALIGNMENT_MS) and waveform aggregates, all from the engine.
import { MOCK_DOWNBEATS_MS, MOCK_LYRICS_ALIGNMENT_MS, type components } from '@cadenza/sdk';
import { ALIGNED_LOOKUP_TOLERANCE_SECONDS } from '@cadenza/studio-engine/rules';
import type { AlignedWord, AudioFacts } from '../audio/engine';
import type { ServerContext } from '../context';
import type { AnalysisKind } from '../db/clip-assets';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { canViewClip, ownedClip, readableClip, visibleClip } from '../domain/access';
import { notFound } from '../http/errors';
import { defineRoutes, SENT } from '../http/route';
import { audioSourceOf } from '../lifecycle/clips';
import { serializeClip } from '../serialize/clips';

type Schemas = components['schemas'];

const HAS_AUDIO = new Set(['streaming', 'complete']);

/** How a clip lines up with the clip it extends or replaces a section of. */
function alignment(clip: ClipRecord) {
  const m = clip.metadata;
  if (clip.parent_id === null) return null;
  if (clip.remix_kind === 'extend' && m.continue_at != null)
    return {
      history_clip_id: clip.parent_id,
      history_end_seconds: m.continue_at,
      clip_start_seconds: 0,
      future_clip_id: null,
      clip_end_seconds: m.duration,
      future_start_seconds: null,
    };
  if (clip.remix_kind === 'infill' && m.infill_start_s != null && m.infill_end_s != null)
    return {
      history_clip_id: clip.parent_id,
      history_end_seconds: m.infill_start_s,
      clip_start_seconds: m.infill_start_s,
      future_clip_id: clip.parent_id,
      clip_end_seconds: m.infill_end_s,
      future_start_seconds: m.infill_end_s,
    };
  return null;
}

function aligned(
  ctx: ServerContext,
  clips: ClipRecord[],
  viewer: User | null,
): Schemas['AlignedClip'][] {
  const listed = clips.filter(
    (c) => c.status !== 'error' && !c.is_trashed && canViewClip(c, viewer),
  );
  const wire = serializeClip.bind(null, ctx);
  return listed.flatMap((clip) => {
    const a = alignment(clip);
    return a ? [{ clip: wire(clip, viewer), ...a }] : [];
  });
}

/**
 * The bounds are the caller's, taken as given: the client already asks ±0.1 s around a seam
 * (2-studio §9 'Aligned lookup tolerance 0.1 s'), so widening them again here would find takes
 * 0.2 s away.
 */
const within = (value: number | null, gte: number | undefined, lte: number | undefined): boolean =>
  (gte === undefined || (value !== null && value >= gte)) &&
  (lte === undefined || (value !== null && value <= lte));

async function factsOf(ctx: ServerContext, clip: ClipRecord): Promise<AudioFacts> {
  return ctx.audio.facts(audioSourceOf(ctx, clip));
}

/** The analysis job of a clip, started on first use. */
function analysisJob(
  ctx: ServerContext,
  clip: ClipRecord,
  kind: AnalysisKind,
  ms: number,
  lyrics: string | null = null,
) {
  const existing = ctx.repos.assets.analysis(clip.id, kind);
  if (existing) return existing;
  const now = ctx.clock.now();
  const record = {
    clip_id: clip.id,
    kind,
    lyrics,
    requested_at: now,
    ready_at: now + ctx.scaled(ms),
  };
  ctx.repos.assets.requestAnalysis(record);
  return record;
}

/** The given lyrics laid over the engine's word timings (extra words spaced after the last). */
function alignWords(facts: AudioFacts, lyrics: string | null): AlignedWord[] {
  if (lyrics === null) return facts.words;
  const words = lyrics.split(/\s+/).filter((w) => w !== '' && !w.startsWith('['));
  const last = facts.words[facts.words.length - 1];
  return words.map((word, i) => {
    const timed = facts.words[i];
    if (timed) return { ...timed, word };
    const start = (last?.end_s ?? 0) + (i - facts.words.length) * 0.5;
    return { word, start_s: start, end_s: start + 0.4 };
  });
}

function lines(lyrics: string, words: AlignedWord[]): Schemas['AlignedLyricsLine'][] {
  let index = 0;
  return lyrics
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('['))
    .flatMap((text) => {
      const count = text.split(/\s+/).length;
      const lineWords = words.slice(index, index + count);
      index += count;
      const first = lineWords[0];
      const lastWord = lineWords[lineWords.length - 1];
      return first && lastWord
        ? [{ text, start_s: first.start_s, end_s: lastWord.end_s, words: lineWords }]
        : [];
    });
}

async function lyricsV2(ctx: ServerContext, clip: ClipRecord): Promise<Schemas['AlignedLyricsV2']> {
  const facts = await factsOf(ctx, clip);
  const custom = ctx.repos.assets.analysis(clip.id, 'lyrics_v2')?.lyrics ?? null;
  const levels = await ctx.audio.waveform(audioSourceOf(ctx, clip));
  return {
    words: alignWords(facts, custom),
    waveform_data: levels.find((l) => l.mip_map_level === 0)?.data ?? [],
    hoot_cer: facts.words.length > 0 ? 0.05 : null,
  };
}

async function lyricsV3(ctx: ServerContext, clip: ClipRecord): Promise<Schemas['AlignedLyricsV3']> {
  const job = analysisJob(ctx, clip, 'lyrics_v3', MOCK_LYRICS_ALIGNMENT_MS);
  if (ctx.clock.now() < job.ready_at || !HAS_AUDIO.has(clip.status))
    return { state: 'running', alignment: null, error_message: null };
  const lyrics = job.lyrics ?? clip.metadata.prompt ?? '';
  if (lyrics.trim() === '')
    return { state: 'error', alignment: null, error_message: 'This song has no lyrics to align.' };
  const facts = await factsOf(ctx, clip);
  return {
    state: 'complete',
    alignment: lines(lyrics, alignWords(facts, job.lyrics)),
    error_message: null,
  };
}

export const analysisRoutes = defineRoutes({
  getAlignedClips: ({ ctx, viewer, query }) => {
    const parents = [query.history_clip_id, query.future_clip_id].filter((id): id is string =>
      Boolean(id),
    );
    const candidates = parents.flatMap((id) => ctx.repos.clips.byParent(id));
    const matches = aligned(
      ctx,
      [...new Map(candidates.map((c) => [c.id, c])).values()],
      viewer,
    ).filter(
      (a) =>
        (query.history_clip_id === undefined || a.history_clip_id === query.history_clip_id) &&
        (query.future_clip_id === undefined || a.future_clip_id === query.future_clip_id) &&
        within(
          a.history_end_seconds ?? null,
          query.history_end_seconds_gte,
          query.history_end_seconds_lte,
        ) &&
        within(
          a.future_start_seconds ?? null,
          query.future_start_seconds_gte,
          query.future_start_seconds_lte,
        ),
    );
    return { alignments: matches };
  },

  getAlignedClipSiblings: ({ ctx, viewer, query }) => {
    const clip = visibleClip(ctx, query.clip_id, viewer);
    const own = alignment(clip);
    if (own === null || clip.parent_id === null) return { siblings: [] };
    const siblings = aligned(ctx, ctx.repos.clips.byParent(clip.parent_id), viewer).filter(
      (a) =>
        a.clip.id !== clip.id &&
        a.future_clip_id === own.future_clip_id &&
        Math.abs((a.history_end_seconds ?? 0) - own.history_end_seconds) <=
          ALIGNED_LOOKUP_TOLERANCE_SECONDS,
    );
    return { siblings };
  },

  getDownbeats: async ({ ctx, viewer, params }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    if (clip.status === 'error')
      return {
        state: 'error',
        downbeats: null,
        error_message: clip.metadata.error_message ?? 'Clip failed.',
      };
    const job = analysisJob(ctx, clip, 'downbeats', MOCK_DOWNBEATS_MS);
    if (ctx.clock.now() < job.ready_at || !HAS_AUDIO.has(clip.status))
      return { state: 'running', downbeats: null, error_message: null };
    return {
      state: 'complete',
      downbeats: (await factsOf(ctx, clip)).downbeatsS,
      error_message: null,
    };
  },

  streamDownbeats: async ({ ctx, viewer, params, req, res }) => {
    const clip = visibleClip(ctx, params.id, viewer);
    if (!HAS_AUDIO.has(clip.status)) throw notFound('The clip has no audio yet.');
    const downbeats = (await factsOf(ctx, clip)).downbeatsS;
    if (!String(req.headers.accept ?? '').includes('text/event-stream'))
      return { downbeats, seconds_missing_from_start: 0, final: true };
    res
      .status(200)
      .set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    const third = Math.ceil(downbeats.length / 3);
    for (let i = 0; i < 3; i += 1) {
      const frame = {
        downbeats: downbeats.slice(0, third * (i + 1)),
        seconds_missing_from_start: 0,
        final: i === 2,
      };
      res.write(`data: ${JSON.stringify(frame)}\n\n`);
    }
    res.end();
    return SENT;
  },

  getAlignedLyricsV2: async ({ ctx, viewer, params }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    if (!HAS_AUDIO.has(clip.status)) throw notFound('The clip has no audio yet.');
    return lyricsV2(ctx, clip);
  },

  alignLyricsV2: async ({ ctx, viewer, params, body }) => {
    const clip = ownedClip(ctx, params.clip_id, viewer);
    if (!HAS_AUDIO.has(clip.status)) throw notFound('The clip has no audio yet.');
    const now = ctx.clock.now();
    ctx.repos.assets.requestAnalysis({
      clip_id: clip.id,
      kind: 'lyrics_v2',
      lyrics: body?.lyrics ?? null,
      requested_at: now,
      ready_at: now,
    });
    return lyricsV2(ctx, clip);
  },

  getAlignedLyricsV3: async ({ ctx, viewer, params }) =>
    lyricsV3(ctx, visibleClip(ctx, params.clip_id, viewer)),

  alignLyricsV3: async ({ ctx, viewer, params, body }) => {
    const clip = ownedClip(ctx, params.clip_id, viewer);
    const now = ctx.clock.now();
    ctx.repos.assets.requestAnalysis({
      clip_id: clip.id,
      kind: 'lyrics_v3',
      lyrics: body.lyrics,
      requested_at: now,
      ready_at: now + ctx.scaled(MOCK_LYRICS_ALIGNMENT_MS),
    });
    return lyricsV3(ctx, clip);
  },

  getWaveformAggregates: async ({ ctx, viewer, params }) => {
    const clip = readableClip(ctx, params.clip_id, viewer);
    if (!HAS_AUDIO.has(clip.status)) throw notFound('The clip has no audio yet.');
    const media = await ctx.media.get(
      `waveform:${clip.id}:${clip.status}`,
      async () => ({
        bytes: Buffer.from(JSON.stringify(await ctx.audio.waveform(audioSourceOf(ctx, clip)))),
        contentType: 'application/json',
      }),
      clip.user_id,
    );
    return {
      waveform_aggregates: JSON.parse(
        Buffer.from(media.bytes).toString('utf8'),
      ) as Schemas['WaveformAggregate'][],
    };
  },
});
