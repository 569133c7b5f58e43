// The social part of the first-start seed, over the seeded users and songs.
import type { components } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import { newId } from '../db/ids';
import { newProjectState } from '../domain/studio-state';
import type { SeedWorld } from './world';
import type { SeedHandle } from './songs';

type NotificationType = components['schemas']['NotificationType'];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// prettier-ignore
const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'announcement', 'clip_like', 'scene_like', 'playlist_like', 'follow', 'persona_follow',
  'persona_favorite', 'persona_used', 'clip_comment', 'scene_comment', 'comment_like',
  'comment_reply', 'clip_create_followee', 'clip_remix', 'comment_mention', 'caption_mention',
  'hook_like', 'hook_comment', 'hook_comment_reply', 'hook_comment_mention', 'hook_comment_like',
  'video_cover_hook_like', 'video_cover_hook_comment', 'video_cover_hook_comment_reply',
  'video_cover_hook_comment_mention', 'video_cover_hook_comment_like', 'delete',
];

// prettier-ignore
const FOLLOWS: readonly [SeedHandle, SeedHandle][] = [
  ['free', 'pro'], ['free', 'premier'], ['pro', 'premier'], ['premier', 'pro'], ['staff', 'pro'], ['staff', 'premier'],
];

// prettier-ignore
const LIKES: readonly [SeedHandle, string, 'L' | 'D'][] = [
  ['free', 'pro-neon', 'L'], ['free', 'premier-ocean', 'L'], ['free', 'premier-desert', 'L'], ['free', 'pro-lofi', 'D'],
  ['pro', 'premier-ocean', 'L'], ['pro', 'premier-techno', 'L'], ['pro', 'staff-demo', 'L'], ['pro', 'premier-metal', 'D'],
  ['premier', 'pro-neon', 'L'], ['premier', 'pro-funk', 'L'], ['premier', 'pro-harbor', 'L'], ['premier', 'free-first', 'L'],
  ['staff', 'pro-neon', 'L'], ['staff', 'premier-ocean', 'L'], ['pro', 'pro-garden', 'L'],
];

function seedComments(ctx: ServerContext, world: SeedWorld): void {
  const { users, clips, now } = world;
  const thread = (
    clipKey: string,
    author: SeedHandle,
    content: string,
    hoursAgo: number,
    replies: [SeedHandle, string][],
  ) => {
    const id = newId();
    ctx.repos.comments.insert({
      id,
      clip_id: clips[clipKey]!,
      user_id: users[author].id,
      parent_id: null,
      content,
      user_mentions: [],
      track_timestamp: 12.5,
      created_at: now - hoursAgo * HOUR_MS,
    });
    replies.forEach(([replier, text], index) =>
      ctx.repos.comments.insert({
        id: newId(),
        clip_id: clips[clipKey]!,
        user_id: users[replier].id,
        parent_id: id,
        content: text,
        user_mentions: [author],
        track_timestamp: null,
        created_at: now - (hoursAgo - index - 1) * HOUR_MS,
      }),
    );
    return id;
  };
  const top = thread('pro-neon', 'premier', 'Love the synth lead in the chorus!', 48, [
    ['pro', 'Thank you! It took a few tries.'],
    ['free', 'Same, on repeat all day.'],
  ]);
  ctx.repos.comments.toggleReaction(top, users.pro.id, 'LIKE');
  ctx.repos.comments.toggleReaction(top, users.free.id, 'LIKE');
  thread('pro-neon', 'free', 'How did you get that drum sound?', 30, [
    ['pro', 'Retro styles plus a low weirdness.'],
  ]);
  thread('premier-ocean', 'pro', 'The vocals are gorgeous.', 20, []);
  thread('premier-ocean', 'staff', 'Featured this on the staff picks!', 10, [
    ['premier', 'Wow, thanks!'],
  ]);
  thread('premier-desert', 'free', 'Road trip song of the year.', 5, []);
}

function seedPersonas(ctx: ServerContext, world: SeedWorld): void {
  const { users, clips, now } = world;
  const ocean = newId();
  ctx.repos.personas.insert({
    id: ocean,
    user_id: users.premier.id,
    root_clip_id: clips['premier-ocean']!,
    name: 'Ocean Voice',
    description: 'Dreamy female vocals over airy pop.',
    image_s3_id: null,
    extra_clip_ids: [],
    is_public: true,
    is_trashed: false,
    created_at: now - 30 * DAY_MS,
  });
  ctx.repos.personas.insert({
    id: newId(),
    user_id: users.pro.id,
    root_clip_id: clips['pro-harbor']!,
    name: 'Harbor Folk',
    description: 'Warm acoustic folk storytelling.',
    image_s3_id: null,
    extra_clip_ids: [],
    is_public: false,
    is_trashed: false,
    created_at: now - 20 * DAY_MS,
  });
  ctx.repos.personas.toggleLove(users.pro.id, ocean, now - 3 * DAY_MS);
  ctx.repos.personas.setFollow(users.free.id, ocean, true, now - 2 * DAY_MS);
  ctx.repos.clips.update(clips['premier-rain']!, { persona_id: ocean });
  ctx.repos.clips.updateMetadata(clips['premier-rain']!, {
    persona_id: ocean,
    task: 'artist_consistency',
  });
}

function seedPlaylists(ctx: ServerContext, world: SeedWorld): void {
  const { users, clips, now } = world;
  const playlist = (owner: SeedHandle, name: string, isPublic: boolean, keys: string[]) => {
    const id = newId();
    ctx.repos.playlists.insert({
      id,
      user_id: users[owner].id,
      name,
      description: null,
      image_url: null,
      is_public: isPublic,
      is_trashed: false,
      play_count: isPublic ? 42 : 0,
      created_at: now - 10 * DAY_MS,
      updated_at: now - 10 * DAY_MS,
    });
    ctx.repos.playlists.addClips(
      id,
      keys.map((k) => clips[k]!),
      now - 9 * DAY_MS,
    );
    return id;
  };
  const drives = playlist('pro', 'Late Night Drives', true, [
    'pro-neon',
    'pro-funk',
    'premier-techno',
    'premier-desert',
    'pro-lofi',
  ]);
  playlist('pro', 'Work in Progress', false, ['pro-engine', 'pro-snow']);
  playlist('premier', 'Favourites', false, ['premier-ocean', 'pro-neon', 'staff-demo']);
  playlist('free', 'Chill Mix', true, ['free-beat', 'pro-lofi', 'free-short']);
  ctx.repos.playlists.like(users.free.id, drives, now - DAY_MS);
  ctx.repos.playlists.like(users.premier.id, drives, now - 2 * DAY_MS);
}

function seedWorkspace(ctx: ServerContext, world: SeedWorld): void {
  const { users, clips, now } = world;
  const id = newId();
  ctx.repos.workspaces.insert({
    id,
    user_id: users.pro.id,
    name: 'Album Sessions',
    description: 'Songs for the next record.',
    is_trashed: false,
    created_at: now - 14 * DAY_MS,
    last_updated_clip: null,
  });
  ctx.repos.workspaces.addClips(
    id,
    [clips['pro-neon']!, clips['pro-engine']!, clips['pro-extend-harbor']!],
    now - 7 * DAY_MS,
  );
  ctx.repos.workspaces.setPinned(id, [clips['pro-neon']!], true, now - 7 * DAY_MS);
  ctx.repos.workspaces.upsertInvite({
    id: newId(),
    workspace_id: id,
    invited_user_id: users.premier.id,
    invited_by: users.pro.id,
    status: 'accepted',
    created_at: now - 12 * DAY_MS,
  });
  ctx.repos.workspaces.upsertInvite({
    id: newId(),
    workspace_id: id,
    invited_user_id: users.free.id,
    invited_by: users.pro.id,
    status: 'pending',
    created_at: now - DAY_MS,
  });
  ctx.repos.workspaces.addClips(id, [clips['premier-cover-neon']!], now - 6 * DAY_MS);
  ctx.repos.workspaces.insert({
    id: newId(),
    user_id: users.premier.id,
    name: 'Sketches',
    description: null,
    is_trashed: false,
    created_at: now - 5 * DAY_MS,
    last_updated_clip: null,
  });
}

function seedContests(ctx: ServerContext, world: SeedWorld): void {
  const { clips, now } = world;
  const base = [clips['premier-desert']!, clips['premier-ocean']!];
  for (const id of base)
    ctx.repos.clips.update(id, { is_contest_base_clip: true, is_contest_clip: true });
  const active = newId();
  ctx.repos.contests.insert({
    id: active,
    name: 'Remix Challenge',
    description: 'Cover or extend one of the base songs.',
    image_url: null,
    start_time: now - 7 * DAY_MS,
    end_time: now + 21 * DAY_MS,
    base_clip_ids: base,
  });
  ctx.repos.contests.insert({
    id: newId(),
    name: 'Winter Jam',
    description: 'A finished contest.',
    image_url: null,
    start_time: now - 60 * DAY_MS,
    end_time: now - 30 * DAY_MS,
    base_clip_ids: [clips['pro-snow']!],
  });
  ctx.repos.clips.updateMetadata(clips['free-cover-neon']!, { contest_ids: [active] });
  ctx.repos.clips.update(clips['premier-cover-neon']!, {
    download_disabled_reason: 'remix_contest',
  });
}

function seedNotifications(ctx: ServerContext, world: SeedWorld): void {
  const { users, clips, now } = world;
  NOTIFICATION_TYPES.forEach((type, index) => {
    ctx.repos.notifications.insert({
      id: newId(),
      user_id: users.pro.id,
      notification_type: type,
      actor_ids: type === 'announcement' ? [] : [users[index % 2 === 0 ? 'premier' : 'free'].id],
      content_id: clips['pro-neon']!,
      content_title: 'Midnight Line',
      content_image_url: null,
      comment_content: type.includes('comment') || type.includes('mention') ? 'Nice one!' : null,
      announcement_text: type === 'announcement' ? 'Welcome to Cadenza!' : null,
      is_read: index % 3 === 0,
      is_suppressed: false,
      updated_at: now - (index + 1) * HOUR_MS,
    });
  });
}

function seedPrompts(ctx: ServerContext, world: SeedWorld): void {
  const { users, now } = world;
  const save = (
    type: 'lyrics' | 'tags',
    fields: { lyrics?: string; tags?: string; title?: string },
    hoursAgo: number,
  ) =>
    ctx.repos.prompts.upsert({
      id: newId(),
      user_id: users.pro.id,
      prompt_type: type,
      gpt_description_prompt: null,
      lyrics: fields.lyrics ?? null,
      tags: fields.tags ?? null,
      negative_tags: null,
      title: fields.title ?? null,
      sliders: null,
      updated_at: now - hoursAgo * HOUR_MS,
    });
  save(
    'lyrics',
    { lyrics: '[Verse]\nWe were young and the night was long', title: 'Young Night' },
    5,
  );
  save('lyrics', { lyrics: '[Chorus]\nHold on, hold on, the morning comes', title: 'Morning' }, 4);
  save('tags', { tags: 'synthwave, retro, driving' }, 3);
  save('tags', { tags: 'lofi, chill, rainy' }, 2);
}

function seedStudio(ctx: ServerContext, world: SeedWorld): void {
  const { users, clips, now } = world;
  const clip = ctx.repos.clips.get(clips['pro-neon']!)!;
  const projectId = newId();
  const first = newProjectState('Midnight Line Session', clip);
  ctx.repos.studio.create(
    {
      id: projectId,
      user_id: users.pro.id,
      title: 'Midnight Line Session',
      clip_id: clip.id,
      created_at: now - 6 * DAY_MS,
      updated_at: now - 6 * DAY_MS,
    },
    newId(),
    first,
  );
  ctx.repos.studio.saveVersion(
    projectId,
    newId(),
    'Midnight Line Session',
    { ...first, caption: 'second pass' },
    now - 5 * DAY_MS,
  );
  ctx.repos.studio.saveVersion(
    projectId,
    newId(),
    'Midnight Line Session',
    { ...first, caption: 'final mix' },
    now - 4 * DAY_MS,
  );
}

export function seedSocial(ctx: ServerContext, world: SeedWorld): void {
  const { users, clips, now } = world;
  for (const [from, to] of FOLLOWS)
    ctx.repos.users.follow(users[from].id, users[to].id, now - 20 * DAY_MS);
  for (const [who, key, reaction] of LIKES)
    ctx.repos.reactions.set(users[who].id, clips[key]!, reaction, now - DAY_MS);
  seedComments(ctx, world);
  seedPersonas(ctx, world);
  seedPlaylists(ctx, world);
  seedWorkspace(ctx, world);
  seedContests(ctx, world);
  seedNotifications(ctx, world);
  seedPrompts(ctx, world);
  seedStudio(ctx, world);
  ctx.repos.clips.update(clips['premier-ocean']!, { pinned_at: now - 3 * DAY_MS });
  ctx.repos.clips.update(clips['premier-desert']!, { pinned_at: now - 2 * DAY_MS });
}
