// Making clips and moving them through their statuses on the scheduler:
//   generation: submitted → queued → streaming → complete (MOCK_CLIP_*_MS × speed)
//   edit:       submitted → complete (MOCK_EDIT_ACTION_MS × speed)
// The audio facts (duration, vocals, tempo) come from the engine when streaming starts. A clip
// whose styles fail moderation ends in error (moderation_failure) and is refunded, as is any
// clip the engine cannot render. Every change is pushed on the owner's realtime channel.
import {
  MOCK_CLIP_QUEUED_MS,
  MOCK_CLIP_STREAMING_MS,
  MOCK_CLIP_SUBMITTED_MS,
  MOCK_EDIT_ACTION_MS,
} from '@cadenza/sdk';
import type { AudioDerivation, AudioSource } from '../audio/engine';
import type { ServerContext } from '../context';
import type {
  ClipMetadata,
  ClipRecord,
  ClipStatus,
  Lifecycle,
  StoredDerivation,
  StoredSource,
} from '../db/clips';
import type { User } from '../db/users';
import type { JobRecord } from '../db/jobs';
import { newId, newSeed } from '../db/ids';
import { findModerated } from '../domain/moderation';
import { pushCredits, refundClip } from '../domain/credits';
import { notify } from '../domain/notify';
import { serializeClip } from '../serialize/clips';

export const ADVANCE_JOB = 'clip.advance';
/** error_message of a clip whose audio could not be made. */
export const RENDER_FAILED = 'The audio for this clip could not be generated.';

export interface NewClip {
  user: User;
  title: string;
  /** The render inputs; id and seed are filled in. */
  source: Omit<StoredSource, 'id' | 'seed'>;
  metadata: Partial<ClipMetadata> & Pick<ClipMetadata, 'type'>;
  modelName: string | null;
  lifecycle: Lifecycle;
  requestId?: string | null;
  personaId?: string | null;
  parentId?: string | null;
  remixKind?: string | null;
  fromStudioProjectId?: string | null;
  isPublic?: boolean;
  /** Static clips start complete (facts must then be given in metadata). */
  status?: ClipStatus;
  createdAt?: number;
  id?: string;
  seed?: number;
}

const BASE_METADATA: ClipMetadata = {
  tags: null,
  negative_tags: null,
  prompt: null,
  gpt_description_prompt: null,
  duration: null,
  type: 'gen',
  task: null,
  history: null,
  has_vocal: null,
  is_remix: false,
  can_remix: true,
  show_remix: true,
  contest_ids: [],
  video_is_stale: false,
  error_type: null,
  error_message: null,
  refund_credits: null,
};

/** Builds, stores and starts a clip. */
export function createClip(ctx: ServerContext, spec: NewClip): ClipRecord {
  const now = spec.createdAt ?? ctx.clock.now();
  const id = spec.id ?? newId();
  const seed = spec.seed ?? newSeed();
  const status = spec.status ?? 'submitted';
  const record: ClipRecord = {
    id,
    user_id: spec.user.id,
    request_id: spec.requestId ?? null,
    title: spec.title,
    status,
    lifecycle: spec.lifecycle,
    is_trashed: false,
    is_public: spec.isPublic ?? false,
    pinned_at: null,
    allow_comments: true,
    display_tags: null,
    caption: null,
    caption_mentions: null,
    custom_image_url: null,
    video_cover_url: null,
    preview_seconds: null,
    play_count: 0,
    upvote_count: 0,
    model_name: spec.modelName,
    persona_id: spec.personaId ?? null,
    is_contest_base_clip: false,
    is_contest_clip: false,
    download_disabled_reason: null,
    parent_id: spec.parentId ?? null,
    remix_kind: spec.remixKind ?? null,
    from_studio_project_id: spec.fromStudioProjectId ?? null,
    made_on_plan: spec.user.plan,
    seed,
    source: { ...spec.source, id, seed },
    upload_id: spec.source.upload?.uploadId ?? null,
    flagged: false,
    flagged_reason: null,
    flagged_reason_details: null,
    configurations: null,
    metadata: { ...BASE_METADATA, ...spec.metadata },
    created_at: now,
    status_at: now,
    streaming_at: null,
    streaming_ms: null,
  };
  ctx.repos.clips.insert(record);
  if (status === 'submitted') scheduleFirstStep(ctx, record);
  return record;
}

function scheduleFirstStep(ctx: ServerContext, clip: ClipRecord): void {
  if (clip.lifecycle === 'generation')
    ctx.scheduler.schedule(ADVANCE_JOB, clip.id, ctx.scaled(MOCK_CLIP_SUBMITTED_MS), {
      to: 'queued',
    });
  else if (clip.lifecycle === 'edit')
    ctx.scheduler.schedule(ADVANCE_JOB, clip.id, ctx.scaled(MOCK_EDIT_ACTION_MS), {
      to: 'complete',
    });
}

/**
 * The source a clip is rendered from: the one it stores, else one built from its metadata (seeded
 * and legacy clips). A derived clip stores this for its parent.
 */
export const storedSourceOf = (clip: ClipRecord): StoredSource =>
  clip.source ?? {
    id: clip.id,
    seed: clip.seed,
    title: clip.title,
    tags: clip.metadata.tags ?? '',
    negativeTags: clip.metadata.negative_tags ?? '',
    lyrics: clip.metadata.prompt ?? '',
    instrumental: clip.metadata.has_vocal === false,
    description: clip.metadata.gpt_description_prompt ?? '',
    durationS: clip.metadata.duration ?? null,
    parent: null,
    upload: null,
  };

/** The stored source with upload bytes filled in, as the engine takes it. */
export function audioSourceOf(ctx: ServerContext, clip: ClipRecord): AudioSource {
  return hydrate(ctx, storedSourceOf(clip));
}

function hydrateDerivation(ctx: ServerContext, derivation: StoredDerivation): AudioDerivation {
  if (derivation.kind === 'persona')
    return { kind: 'persona', root: hydrate(ctx, derivation.root) };
  if (derivation.kind === 'concat')
    return { kind: 'concat', parts: derivation.parts.map((part) => hydrate(ctx, part)) };
  return derivation;
}

export function hydrate(ctx: ServerContext, stored: StoredSource): AudioSource {
  const upload = stored.upload ? ctx.repos.uploads.get(stored.upload.uploadId) : null;
  return {
    ...stored,
    upload:
      upload?.bytes != null
        ? { bytes: new Uint8Array(upload.bytes), filename: stored.upload?.filename ?? 'upload' }
        : null,
    parent: stored.parent
      ? {
          source: hydrate(ctx, stored.parent.source),
          derivation: hydrateDerivation(ctx, stored.parent.derivation),
        }
      : null,
  };
}

/** Pushes the clip's current state to its owner. */
export function pushClip(ctx: ServerContext, clipId: string): void {
  const clip = ctx.repos.clips.get(clipId);
  if (!clip) return;
  const owner = ctx.repos.users.get(clip.user_id);
  ctx.bus.publish(clip.user_id, 'clip_update', { clips: [serializeClip(ctx, clip, owner)] });
}

/** Ends a clip in error, refunding it unless told not to. */
export function failClip(
  ctx: ServerContext,
  clipId: string,
  error: { errorType: string; errorMessage: string; refund?: boolean },
): void {
  const clip = ctx.repos.clips.get(clipId);
  if (!clip) return;
  ctx.scheduler.cancel(clipId);
  const refunded = error.refund !== false && ctx.db.transaction(() => refundClip(ctx, clip))();
  ctx.repos.clips.update(clipId, { status: 'error', status_at: ctx.clock.now() });
  ctx.repos.clips.updateMetadata(clipId, {
    error_type: error.errorType,
    error_message: error.errorMessage,
    refund_credits: refunded || clip.metadata.refund_credits === true,
  });
  pushClip(ctx, clipId);
  if (refunded) pushCredits(ctx, clip.user_id);
}

/** Reads the audio facts into the clip's metadata. Returns false when the engine failed. */
async function applyFacts(ctx: ServerContext, clipId: string): Promise<boolean> {
  const clip = ctx.repos.clips.get(clipId);
  if (!clip) return false;
  try {
    const facts = await ctx.audio.facts(audioSourceOf(ctx, clip));
    ctx.repos.clips.updateMetadata(clipId, {
      duration: facts.durationS,
      has_vocal: facts.hasVocal,
      avg_bpm: facts.bpm,
    });
    return true;
  } catch (error) {
    ctx.logger.warn({ err: error, clipId }, 'audio facts failed');
    failClip(ctx, clipId, { errorType: 'generation_error', errorMessage: RENDER_FAILED });
    return false;
  }
}

function setStatus(
  ctx: ServerContext,
  clipId: string,
  status: ClipStatus,
  extra: Partial<ClipRecord> = {},
): void {
  ctx.repos.clips.update(clipId, { status, status_at: ctx.clock.now(), ...extra });
  pushClip(ctx, clipId);
}

function completed(ctx: ServerContext, clipId: string): void {
  setStatus(ctx, clipId, 'complete');
  const clip = ctx.repos.clips.get(clipId);
  if (!clip) return;
  const parent = clip.parent_id ? ctx.repos.clips.get(clip.parent_id) : null;
  if (parent && parent.user_id !== clip.user_id && clip.metadata.is_remix === true)
    notify(ctx, parent.user_id, 'clip_remix', {
      actorId: clip.user_id,
      contentId: clip.id,
      contentTitle: clip.title,
    });
  const persona = clip.persona_id ? ctx.repos.personas.get(clip.persona_id) : null;
  if (persona && persona.user_id !== clip.user_id)
    notify(ctx, persona.user_id, 'persona_used', {
      actorId: clip.user_id,
      contentId: persona.id,
      contentTitle: persona.name,
    });
}

/** The status each step moves a clip from: a step run twice (after a crash) does nothing. */
const STEP_FROM: Readonly<Record<string, readonly ClipStatus[]>> = {
  queued: ['submitted'],
  streaming: ['queued'],
  complete: ['streaming', 'submitted'],
};

/**
 * Runs `write` if the clip is still where `job` moves it from, and removes the step in the same
 * transaction, so a crash leaves either the step to run again or its whole effect, never half.
 */
function finishStep(ctx: ServerContext, job: JobRecord, write: (clip: ClipRecord) => void): void {
  ctx.db.transaction(() => {
    const clip = ctx.repos.clips.get(job.subject_id);
    const from = STEP_FROM[String(job.payload?.to)] ?? [];
    if (clip && from.includes(clip.status)) write(clip);
    ctx.repos.jobs.delete(job.id);
  })();
}

async function advance(ctx: ServerContext, job: JobRecord): Promise<void> {
  const clip = ctx.repos.clips.get(job.subject_id);
  const to = job.payload?.to;
  if (!clip || !(STEP_FROM[String(to)] ?? []).includes(clip.status)) return;
  if (to === 'queued') {
    finishStep(ctx, job, (current) => {
      setStatus(ctx, current.id, 'queued');
      ctx.scheduler.schedule(ADVANCE_JOB, current.id, ctx.scaled(MOCK_CLIP_QUEUED_MS), {
        to: 'streaming',
      });
    });
  } else if (to === 'streaming') {
    const moderated = findModerated(clip.metadata.tags, clip.title);
    if (moderated !== null) {
      failClip(ctx, clip.id, {
        errorType: 'moderation_failure',
        errorMessage: `Your styles were flagged by moderation: ${moderated}.`,
      });
      return;
    }
    if (!(await applyFacts(ctx, clip.id))) return;
    finishStep(ctx, job, (current) => {
      const streamingMs = ctx.scaled(MOCK_CLIP_STREAMING_MS);
      setStatus(ctx, current.id, 'streaming', {
        streaming_at: ctx.clock.now(),
        streaming_ms: streamingMs,
      });
      ctx.scheduler.schedule(ADVANCE_JOB, current.id, streamingMs, { to: 'complete' });
    });
  } else if (to === 'complete') {
    if (clip.metadata.duration === null && !(await applyFacts(ctx, clip.id))) return;
    finishStep(ctx, job, (current) => completed(ctx, current.id));
  }
}

/** Forces a clip into a status (dev controls: stuck and error paths). */
export async function forceClipStatus(
  ctx: ServerContext,
  clipId: string,
  status: ClipStatus,
  error: { errorType: string | null; errorMessage: string | null },
): Promise<void> {
  ctx.scheduler.cancel(clipId);
  if (status === 'error') {
    failClip(ctx, clipId, {
      errorType: error.errorType ?? 'generation_error',
      errorMessage: error.errorMessage ?? RENDER_FAILED,
    });
    return;
  }
  if (status === 'complete' || status === 'streaming') {
    const clip = ctx.repos.clips.get(clipId);
    if (clip && clip.metadata.duration === null && !(await applyFacts(ctx, clipId))) return;
  }
  if (status === 'complete') completed(ctx, clipId);
  else
    setStatus(
      ctx,
      clipId,
      status,
      status === 'streaming'
        ? { streaming_at: ctx.clock.now(), streaming_ms: ctx.scaled(MOCK_CLIP_STREAMING_MS) }
        : {},
    );
}

export function registerClipLifecycle(ctx: ServerContext): void {
  ctx.scheduler.register(ADVANCE_JOB, (job) => advance(ctx, job));
}
