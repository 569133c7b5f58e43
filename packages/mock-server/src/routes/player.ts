// Tags player and radio: play counts (the sampled count adds the sample factor, at most
// 1 + floor(play_count / 100)), the playbar state, autoplay refills, the living radio on a real
// schedule (anchored at the epoch, so every listener hears the same song at the same time) and
// tag radio.
import { AUTOPLAY_PAGE_SIZE, PLAY_COUNT_SAMPLING_DIVISOR, type components } from '@cadenza/sdk';
import { isoAt } from '../clock';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { canViewClip, isListable, visibleClip } from '../domain/access';
import { matchesText } from '../domain/library';
import { notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { mediaUrls, serializeClips } from '../serialize/clips';
import { splitIds } from './clips';
import { visiblePlaylist } from './playlists';

type Schemas = components['schemas'];

/** Decided: songs listed ahead on a living-radio schedule. */
export const RADIO_SCHEDULE_LENGTH = 5;

const sampleFactor = (clip: ClipRecord): number =>
  1 + Math.floor(clip.play_count / PLAY_COUNT_SAMPLING_DIVISOR);

const tagsOf = (clip: ClipRecord): string[] =>
  (clip.metadata.tags ?? '')
    .toLowerCase()
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

const trending = (a: ClipRecord, b: ClipRecord): number =>
  b.play_count + b.upvote_count * 10 - (a.play_count + a.upvote_count * 10) ||
  a.id.localeCompare(b.id);

/** Public songs sharing a style with `clip`, most shared styles first. */
function related(ctx: ServerContext, clip: ClipRecord): ClipRecord[] {
  const tags = new Set(tagsOf(clip));
  const shared = (c: ClipRecord) => tagsOf(c).filter((t) => tags.has(t)).length;
  return ctx.repos.clips
    .publicComplete()
    .filter((c) => c.id !== clip.id && shared(c) > 0)
    .sort((a, b) => shared(b) - shared(a) || trending(a, b));
}

function stationSongs(ctx: ServerContext, stationId: string, viewer: User | null): ClipRecord[] {
  const clip = ctx.repos.clips.get(stationId);
  if (clip && canViewClip(clip, viewer) && clip.status === 'complete')
    return [clip, ...related(ctx, clip)];
  const tag = stationId.replace(/^tag:/, '').toLowerCase();
  const songs = ctx.repos.clips
    .publicComplete()
    .filter((c) => tagsOf(c).includes(tag))
    .sort(trending);
  if (songs.length === 0) throw notFound('Radio station not found.');
  return songs;
}

/** The schedule from the song playing now: the station's songs loop from the epoch on. */
function schedule(ctx: ServerContext, songs: ClipRecord[]): Schemas['RadioSongList'] {
  const durations = songs.map((c) => Math.max(1, c.metadata.duration ?? 120) * 1000);
  const cycle = durations.reduce((sum, d) => sum + d, 0);
  const now = ctx.clock.now();
  let offset = now % cycle;
  let index = 0;
  while (offset >= durations[index]!) {
    offset -= durations[index]!;
    index += 1;
  }
  let start = now - offset;
  const out: Schemas['RadioSongList'] = [];
  for (let i = 0; i < RADIO_SCHEDULE_LENGTH; i += 1) {
    const at = (index + i) % songs.length;
    const song = songs[at]!;
    out.push({
      song_id: song.id,
      song_url: mediaUrls(ctx, song).audio(),
      start_time: isoAt(start),
      duration: durations[at]! / 1000,
    });
    start += durations[at]!;
  }
  return out;
}

export const playerRoutes = defineRoutes({
  incrementPlayCount: ({ ctx, viewer, params }) => {
    const clip = visibleClip(ctx, params.gen_id, viewer);
    ctx.repos.clips.incrementPlays(clip.id, 1);
    return { success: true };
  },

  incrementPlayCountV2: ({ ctx, viewer, params, body }) => {
    const clip = visibleClip(ctx, params.gen_id, viewer);
    ctx.repos.clips.incrementPlays(clip.id, Math.min(body.sample_factor, sampleFactor(clip)));
    return { success: true };
  },

  bulkIncrementPlayCounts: ({ ctx, viewer, body }) => {
    const clips = ctx.repos.clips.getMany(body.gen_ids).filter((c) => canViewClip(c, viewer));
    ctx.db.transaction(() => {
      for (const clip of clips)
        ctx.repos.clips.incrementPlays(
          clip.id,
          Math.min(body.sample_factor ?? 1, sampleFactor(clip)),
        );
    })();
    return { success: true, num_counted: clips.length };
  },

  getPlaybarState: ({ ctx, viewer }) => {
    const state = ctx.repos.playbar.get(viewer.id);
    if (!state) throw notFound('No playbar state saved.');
    return state as Schemas['PlaybarState'];
  },

  savePlaybarState: ({ ctx, viewer, body }) => {
    ctx.repos.playbar.save(
      viewer.id,
      { ...body, action_time: body.action_time ?? isoAt(ctx.clock.now()) },
      ctx.clock.now(),
    );
    return { success: true };
  },

  getAutoplayClips: ({ ctx, viewer, body }) => {
    const excluded = new Set([
      ...body.clips_in_queue.map((e) => e.clip_id),
      ...(body.clip_id ? [body.clip_id] : []),
    ]);
    const notInterested = ctx.repos.reactions.feedbackClipIds(viewer.id, 'not_interested');
    const ok = (c: ClipRecord) => !excluded.has(c.id) && !notInterested.has(c.id) && isListable(c);
    const picked: ClipRecord[] = [];
    const add = (clips: ClipRecord[]) => {
      for (const clip of clips) if (ok(clip) && !picked.includes(clip)) picked.push(clip);
    };
    if (body.playlist_id) {
      const playlist = visiblePlaylist(ctx, body.playlist_id, viewer);
      add(ctx.repos.clips.getMany(ctx.repos.playlists.entries(playlist.id).map((e) => e.clip_id)));
    }
    const current = body.clip_id ? ctx.repos.clips.get(body.clip_id) : null;
    if (current && canViewClip(current, viewer)) add(related(ctx, current));
    const all = ctx.repos.clips.publicComplete().sort(trending);
    if (body.query) add(all.filter((c) => matchesText(c, body.query ?? '')));
    add(all);
    return {
      clips: serializeClips(
        ctx,
        picked.slice(0, Math.min(body.page_size ?? AUTOPLAY_PAGE_SIZE, AUTOPLAY_PAGE_SIZE)),
        viewer,
      ),
    };
  },

  getRadioSongList: ({ ctx, viewer, params }) =>
    schedule(ctx, stationSongs(ctx, params.station_id, viewer)),

  getTagRadio: ({ ctx, viewer, params, query }) => {
    const tag = params.tag.trim().toLowerCase();
    const tagged = ctx.repos.clips.publicComplete().filter((c) => tagsOf(c).includes(tag));
    if (tagged.length === 0) throw notFound(`No songs with the style '${params.tag}'.`);
    const excluded = new Set(splitIds(query.exclude_clip_ids));
    return {
      clips: serializeClips(
        ctx,
        tagged
          .filter((c) => !excluded.has(c.id))
          .sort(trending)
          .slice(0, AUTOPLAY_PAGE_SIZE),
        viewer,
      ),
    };
  },
});
