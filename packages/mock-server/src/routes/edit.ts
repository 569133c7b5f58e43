// Tag edit: crop, fade and speed edit actions (each returns action_clip_id, a new clip that
// completes after MOCK_EDIT_ACTION_MS), the speed remix, concat (Get Full Song / Confirm Section),
// merge and stems. Edit actions need the EditMode feature and a complete clip the viewer owns
// (staff may open others' clips in the editor).
import { CREDITS_PER_EDIT_ACTION, EDIT_JOBS_PER_USER_MAX, type components } from '@cadenza/sdk';
import { SPEED_MAX, SPEED_MIN } from '@cadenza/studio-engine/rules';
import type { ServerContext } from '../context';
import type { ClipRecord, StoredDerivation, StoredSource } from '../db/clips';
import type { User } from '../db/users';
import { isOwner, ownedClip, visibleClip } from '../domain/access';
import {
  assertAccountCanGenerate,
  assertConcurrency,
  chargeFor,
  startRequest,
} from '../domain/charging';
import { hasFeature } from '../domain/plans';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { audioSourceOf, createClip, storedSourceOf } from '../lifecycle/clips';
import { CLIP_MESSAGES, GENERATION_DETAILS } from '../messages';
import { serializeClip, serializeClips } from '../serialize/clips';

type ClipMetadataType = components['schemas']['ClipMetadataType'];

function editableClip(ctx: ServerContext, id: string, viewer: User): ClipRecord {
  const clip = ownedClip(ctx, id, viewer, { staff: true });
  if (!hasFeature(viewer, 'EditMode') && !viewer.is_staff)
    throw forbidden('Your plan does not include EditMode.');
  if (clip.is_trashed) throw badRequest('Trashed clips cannot be edited.');
  if (clip.status !== 'complete') throw badRequest(CLIP_MESSAGES.incomplete);
  return clip;
}

const durationOf = (clip: ClipRecord): number => clip.metadata.duration ?? 0;

/** A derived clip made by an edit: private to the viewer, completing on the edit lifecycle. */
function derivedClip(
  ctx: ServerContext,
  viewer: User,
  clip: ClipRecord,
  derivation: StoredDerivation,
  fields: {
    type: ClipMetadataType;
    title?: string;
    editSessionId?: string | null;
    remixKind: string;
  },
): ClipRecord {
  // Edits cost nothing, so a per-user cap keeps one user from starving the rest (issue 32 item 4).
  if (ctx.repos.clips.runningEdits(viewer.id) >= EDIT_JOBS_PER_USER_MAX)
    throw new HttpError(429, GENERATION_DETAILS.tooManyRunningJobs);
  const title = fields.title ?? clip.title;
  return createClip(ctx, {
    user: viewer,
    title,
    source: {
      ...storedSourceOf(clip),
      title,
      parent: { source: storedSourceOf(clip), derivation },
    },
    metadata: {
      ...clip.metadata,
      type: fields.type,
      duration: null,
      edit_session_id: fields.editSessionId ?? null,
      contest_ids: [],
      error_type: null,
      error_message: null,
      refund_credits: null,
    },
    modelName: clip.model_name,
    lifecycle: 'edit',
    parentId: clip.id,
    remixKind: fields.remixKind,
    personaId: clip.persona_id,
  });
}

const action = (clip: ClipRecord) => ({ status: clip.status, action_clip_id: clip.id });

/** Whether a clip is an upload or made from one. */
function fromUpload(source: StoredSource | null): boolean {
  if (source === null) return false;
  if (source.upload !== null) return true;
  return source.parent !== null && fromUpload(source.parent.source);
}

function concatParts(ctx: ServerContext, clip: ClipRecord): StoredSource[] {
  const parts = (clip.metadata.history ?? []).flatMap((entry) => {
    const part = ctx.repos.clips.get(entry.id);
    return part ? [storedSourceOf(part)] : [];
  });
  return [...parts, storedSourceOf(clip)];
}

export const editRoutes = defineRoutes({
  cropClip: ({ ctx, viewer, params, body }) => {
    const clip = editableClip(ctx, params.clip_id, viewer);
    if (!(
      body.crop_start_s >= 0 &&
      body.crop_end_s > body.crop_start_s &&
      body.crop_end_s <= durationOf(clip) + 0.01
    ))
      throw badRequest('The crop range must lie inside the clip, start before end.');
    chargeFor(viewer, 1, 'credits', CREDITS_PER_EDIT_ACTION);
    const made = derivedClip(
      ctx,
      viewer,
      clip,
      {
        kind: 'crop',
        startS: body.crop_start_s,
        endS: body.crop_end_s,
        remove: body.is_crop_remove,
        fadeOutS: body.fade_out_time ?? null,
      },
      { type: 'edit_crop', editSessionId: body.edit_session_id, remixKind: 'crop' },
    );
    return action(made);
  },

  fadeClip: ({ ctx, viewer, params, body }) => {
    const clip = editableClip(ctx, params.clip_id, viewer);
    if (!(body.fade_out_time > 0) || body.fade_out_time > durationOf(clip))
      throw badRequest('fade_out_time must be above 0 and at most the clip duration.');
    const made = derivedClip(
      ctx,
      viewer,
      clip,
      { kind: 'fade', fadeOutS: body.fade_out_time },
      {
        type: 'edit_crop',
        editSessionId: body.edit_session_id,
        remixKind: 'fade',
      },
    );
    return action(made);
  },

  changeClipSpeed: ({ ctx, viewer, params, body }) => {
    const clip = editableClip(ctx, params.clip_id, viewer);
    if (!(body.speed_factor >= SPEED_MIN && body.speed_factor <= SPEED_MAX))
      throw badRequest(`speed_factor must be between ${SPEED_MIN} and ${SPEED_MAX}.`);
    const made = derivedClip(
      ctx,
      viewer,
      clip,
      { kind: 'speed', factor: body.speed_factor, keepPitch: body.tempo_only === true },
      {
        type: 'edit_crop',
        editSessionId: body.edit_session_id,
        remixKind: 'speed',
      },
    );
    return action(made);
  },

  getEditAction: ({ ctx, viewer, params }) => {
    const clip = visibleClip(ctx, params.action_clip_id, viewer);
    if (clip.lifecycle !== 'edit') throw notFound('Edit action not found.');
    return action(clip);
  },

  adjustClipSpeed: ({ ctx, viewer, body }) => {
    const clip = visibleClip(ctx, body.clip_id, viewer);
    if (!isOwner(clip, viewer) && clip.metadata.can_remix === false)
      throw forbidden('This clip cannot be remixed.');
    if (clip.status !== 'complete') throw badRequest(CLIP_MESSAGES.incomplete);
    if (
      clip.metadata.type === 'upload' ||
      fromUpload(clip.source) ||
      clip.metadata.has_vocal === true
    )
      throw badRequest(CLIP_MESSAGES.speedUpload);
    if (!(body.speed_multiplier >= SPEED_MIN && body.speed_multiplier <= SPEED_MAX))
      throw badRequest(`speed_multiplier must be between ${SPEED_MIN} and ${SPEED_MAX}.`);
    assertAccountCanGenerate(ctx, viewer);
    assertConcurrency(ctx, viewer);
    const title = body.title?.trim() || `${clip.title} (${body.speed_multiplier}x)`;
    const started = startRequest(ctx, viewer, {
      charge: chargeFor(viewer, 1),
      build: () => [
        {
          user: viewer,
          title,
          source: {
            ...storedSourceOf(clip),
            title,
            parent: {
              source: storedSourceOf(clip),
              derivation: {
                kind: 'speed',
                factor: body.speed_multiplier,
                keepPitch: body.keep_pitch === true,
              },
            },
          },
          metadata: {
            ...clip.metadata,
            type: 'gen',
            duration: null,
            is_remix: !isOwner(clip, viewer),
            contest_ids: [],
            error_type: null,
            error_message: null,
            refund_credits: null,
          },
          modelName: clip.model_name,
          lifecycle: 'generation',
          parentId: clip.id,
          remixKind: 'speed',
        },
      ],
    });
    return serializeClip(ctx, started.clips[0]!, viewer);
  },

  concatClip: ({ ctx, viewer, body }) => {
    const clip = ownedClip(ctx, body.clip_id, viewer);
    if (clip.status !== 'complete') throw badRequest(CLIP_MESSAGES.incomplete);
    const made = derivedClip(
      ctx,
      viewer,
      clip,
      { kind: 'concat', parts: concatParts(ctx, clip) },
      {
        type: body.is_infill === true ? 'concat_infilling' : 'concat',
        title: clip.title,
        editSessionId: body.edit_session_id,
        remixKind: 'concat',
      },
    );
    ctx.repos.clips.updateMetadata(made.id, { history: null });
    return serializeClip(ctx, ctx.repos.clips.get(made.id)!, viewer);
  },

  mergeClips: ({ ctx, viewer, body }) => {
    const clips = body.clip_ids.map((id) => ownedClip(ctx, id, viewer));
    if (clips.some((c) => c.status !== 'complete')) throw badRequest(CLIP_MESSAGES.incomplete);
    const first = clips[0]!;
    const made = derivedClip(
      ctx,
      viewer,
      first,
      { kind: 'concat', parts: clips.map(storedSourceOf) },
      {
        type: 'concat',
        title: first.title,
        remixKind: 'concat',
      },
    );
    return serializeClip(ctx, made, viewer);
  },

  generateStems: async ({ ctx, viewer, params }) => {
    const clip = ownedClip(ctx, params.clip_id, viewer);
    if (!hasFeature(viewer, 'GetStems')) throw forbidden('Your plan does not include GetStems.');
    if (clip.status !== 'complete') throw badRequest(CLIP_MESSAGES.incomplete);
    assertAccountCanGenerate(ctx, viewer);
    assertConcurrency(ctx, viewer);
    const facts = await ctx.audio.facts(audioSourceOf(ctx, clip));
    const stems = facts.stems.length > 0 ? facts.stems : ['Vocals' as const];
    const charge = chargeFor(viewer, stems.length);
    const base = (clip.model_name ?? 'chirp-v3-5').replace(/-stem$/, '');
    const started = startRequest(ctx, viewer, {
      charge,
      build: () =>
        stems.map((stem) => ({
          user: viewer,
          title: `${clip.title} (${stem.replace('_', ' ')})`,
          source: {
            ...storedSourceOf(clip),
            parent: { source: storedSourceOf(clip), derivation: { kind: 'stem' as const, stem } },
          },
          metadata: {
            ...clip.metadata,
            type: 'stem' as const,
            task: 'gen_stem' as const,
            duration: null,
            stem_from_id: clip.id,
            stem_type_group_name: stem,
            stem_task: 'separate',
            contest_ids: [],
            error_type: null,
            error_message: null,
            refund_credits: null,
          },
          modelName: `${base}-stem`,
          lifecycle: 'generation' as const,
          parentId: clip.id,
          remixKind: 'stem',
        })),
    });
    return { clips: serializeClips(ctx, started.clips, viewer) };
  },
});
