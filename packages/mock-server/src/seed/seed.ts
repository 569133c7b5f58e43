// First-start seed: the four users (free, pro, premier, staff) with credits and follows, about
// thirty complete songs with remixes, reactions, plays and comment threads, personas, playlists,
// a workspace shared with a collaborator plus a pending invite, contests with base clips,
// notifications of every type, saved prompts and a studio project with versions. Every seeded
// song asks the engine for an exact length (AudioSource.durationS), so seeding renders nothing;
// the engine's other facts (tempo, downbeats) are read when first asked for. Written in one
// transaction.
import {
  type components,
  FREE_DAILY_CREDITS,
  FREE_REMASTERS_DEFAULT,
  FREE_V4_GENERATIONS_DEFAULT,
  MONTHLY_CREDITS_BY_PLAN,
  type PlanKey,
} from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { StoredSource } from '../db/clips';
import type { User } from '../db/users';
import { newId, newSeed } from '../db/ids';
import { createClip, storedSourceOf } from '../lifecycle/clips';
import { SEED_PREVIEW_SECONDS, SEED_REMIXES, SEED_SONGS, type SeedHandle } from './songs';
import { seedSocial } from './social';
import type { SeedWorld } from './world';

const DAY_MS = 86_400_000;

interface SeedUser {
  handle: SeedHandle;
  displayName: string;
  plan: PlanKey;
  staff: boolean;
  credits: number;
  flags: Record<string, boolean>;
}

const SEED_USERS: readonly SeedUser[] = [
  {
    handle: 'free',
    displayName: 'Free Listener',
    plan: 'free',
    staff: false,
    credits: FREE_DAILY_CREDITS,
    flags: {},
  },
  {
    handle: 'pro',
    displayName: 'Pro Creator',
    plan: 'pro',
    staff: false,
    credits: MONTHLY_CREDITS_BY_PLAN.pro,
    flags: {
      studio: true,
      'collab-workspaces': true,
      'profile-pins': true,
      'under-over-painting': true,
    },
  },
  {
    handle: 'premier',
    displayName: 'Premier Artist',
    plan: 'premier',
    staff: false,
    credits: MONTHLY_CREDITS_BY_PLAN.premier,
    flags: {
      studio: true,
      'collab-workspaces': true,
      'profile-pins': true,
      'vox-persona': true,
      'persona-search': true,
    },
  },
  {
    handle: 'staff',
    displayName: 'Staff Member',
    plan: 'pro',
    staff: true,
    credits: MONTHLY_CREDITS_BY_PLAN.pro,
    flags: {
      studio: true,
      'skip-paywall': true,
      'personas-audio-upload': true,
      'persona-search': true,
    },
  },
];

interface PlannedClip {
  key: string;
  owner: SeedHandle;
  source: StoredSource;
}

/** Decided: the length of a seeded extension. */
const SEED_EXTENSION_S = 90;

const source = (
  fields: Partial<StoredSource> & Pick<StoredSource, 'title' | 'tags'>,
): StoredSource => ({
  id: newId(),
  seed: newSeed(),
  negativeTags: '',
  lyrics: '',
  instrumental: true,
  description: '',
  durationS: null,
  parent: null,
  upload: null,
  ...fields,
});

function metadataFor(
  song: { tags: string; negativeTags?: string; lyrics?: string; description?: string },
  durationS: number,
): Partial<components['schemas']['ClipMetadata']> & { type: 'gen' } {
  return {
    type: 'gen',
    tags: song.tags,
    negative_tags: song.negativeTags ?? null,
    prompt: song.lyrics ?? '',
    gpt_description_prompt: song.description ?? null,
    duration: durationS,
    has_vocal: Boolean(song.lyrics),
    avg_bpm: null,
  };
}

export function seedDatabase(ctx: ServerContext): SeedWorld {
  const now = ctx.clock.now();
  const songs: PlannedClip[] = SEED_SONGS.map((song) => ({
    key: song.key,
    owner: song.owner,
    source: source({
      title: song.title,
      tags: song.tags,
      negativeTags: song.negativeTags ?? '',
      lyrics: song.lyrics ?? '',
      instrumental: !song.lyrics,
      description: song.description ?? '',
      durationS: song.durationS,
    }),
  }));
  const byKey = new Map(songs.map((s) => [s.key, s]));
  const remixes: PlannedClip[] = SEED_REMIXES.map((remix) => {
    const parent = byKey.get(remix.parent)!;
    const parentDuration = parent.source.durationS ?? SEED_EXTENSION_S;
    return {
      key: remix.key,
      owner: remix.owner,
      source: source({
        title: remix.title,
        tags: remix.tags,
        lyrics: parent.source.lyrics,
        instrumental: parent.source.instrumental,
        durationS: remix.kind === 'extend' ? SEED_EXTENSION_S : parent.source.durationS,
        parent: {
          source: parent.source,
          derivation:
            remix.kind === 'cover'
              ? { kind: 'cover' }
              : { kind: 'extend', continueAtS: Math.round(parentDuration - 0.2) },
        },
      }),
    };
  });

  return ctx.db.transaction((): SeedWorld => {
    const users = {} as Record<SeedHandle, User>;
    for (const [index, seed] of SEED_USERS.entries()) {
      users[seed.handle] = ctx.repos.users.insert({
        id: newId(),
        handle: seed.handle,
        display_name: seed.displayName,
        plan: seed.plan,
        is_staff: seed.staff,
        credits: seed.credits,
        free_remasters_left: FREE_REMASTERS_DEFAULT,
        free_v4_left: seed.plan === 'free' ? FREE_V4_GENERATIONS_DEFAULT : 0,
        flags: seed.flags,
        bio: `${seed.displayName} on Cadenza.`,
        period_end: now + 30 * DAY_MS,
        created_at: now - (90 - index) * DAY_MS,
      });
    }
    const clips: Record<string, string> = {};
    for (const song of SEED_SONGS) {
      const planned = byKey.get(song.key)!;
      const clip = createClip(ctx, {
        id: planned.source.id,
        seed: planned.source.seed,
        user: users[song.owner],
        title: song.title,
        source: planned.source,
        metadata: {
          ...metadataFor(song, song.durationS),
          ...(song.preview ? { type: 'preview' as const } : {}),
        },
        modelName: song.model,
        lifecycle: 'static',
        status: 'complete',
        isPublic: song.isPublic,
        createdAt: now - song.daysAgo * DAY_MS,
      });
      ctx.repos.clips.update(clip.id, {
        play_count: song.plays,
        preview_seconds: song.preview ? SEED_PREVIEW_SECONDS : null,
      });
      clips[song.key] = clip.id;
    }
    for (const [index, remix] of SEED_REMIXES.entries()) {
      const planned = remixes[index]!;
      const parent = ctx.repos.clips.get(clips[remix.parent]!)!;
      const clip = createClip(ctx, {
        id: planned.source.id,
        seed: planned.source.seed,
        user: users[remix.owner],
        title: remix.title,
        source: {
          ...planned.source,
          parent: { ...planned.source.parent!, source: storedSourceOf(parent) },
        },
        metadata: {
          ...metadataFor(
            { tags: remix.tags, lyrics: parent.metadata.prompt ?? '' },
            planned.source.durationS ?? SEED_EXTENSION_S,
          ),
          task: remix.kind,
          is_remix: true,
          cover_clip_id: remix.kind === 'cover' ? parent.id : null,
          continue_at:
            remix.kind === 'extend' ? Math.round((parent.metadata.duration ?? 120) - 0.2) : null,
          history:
            remix.kind === 'extend'
              ? [
                  {
                    id: parent.id,
                    type: 'gen',
                    continue_at: Math.round((parent.metadata.duration ?? 120) - 0.2),
                  },
                ]
              : null,
        },
        modelName: parent.model_name,
        lifecycle: 'static',
        status: 'complete',
        isPublic: remix.isPublic,
        parentId: parent.id,
        remixKind: remix.kind,
        createdAt: now - remix.daysAgo * DAY_MS,
      });
      clips[remix.key] = clip.id;
    }
    const world = { users, clips, now };
    seedSocial(ctx, world);
    return world;
  })();
}
