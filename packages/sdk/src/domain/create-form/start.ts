/**
 * Starting a generation from the form (1-generation §4 Generation start): the model check comes
 * first (the upgrade prompt opens when the plan cannot use the model), then the blocking
 * validation message; adjust-speed mode posts its own request and needs a clip.
 */
import type { components } from '../../api/schema.gen';
import { canUseModel } from '../models';
import type { RulesContext } from '../rules-context';
import type { CreateFormState } from './types';
import { validateCreateForm } from './validate';

export type GenerationStartGate =
  | { readonly kind: 'upsell'; readonly model: string }
  | { readonly kind: 'blocked'; readonly message: string }
  | { readonly kind: 'ready' };

/** What pressing Create does: open the upgrade prompt, nothing (a blocking message), or send. */
export function generationStartGate(
  state: CreateFormState,
  ctx: RulesContext,
): GenerationStartGate {
  const model = state.global.model;
  if (state.global.mode !== 'adjust_speed' && !canUseModel(model, ctx.billingModels))
    return { kind: 'upsell', model };
  const message = validateCreateForm(state, ctx);
  return message === null ? { kind: 'ready' } : { kind: 'blocked', message };
}

export type AdjustSpeedRequest = components['schemas']['AdjustSpeedRequest'];

/** The POST /api/clips/adjust-speed/ body of adjust-speed mode, or null without a clip. */
export function buildAdjustSpeedRequest(
  state: CreateFormState,
  title?: string,
): AdjustSpeedRequest | null {
  const { clipId, speedMultiplier, keepPitch } = state.adjustSpeed;
  if (clipId === null) return null;
  return {
    clip_id: clipId,
    speed_multiplier: speedMultiplier,
    keep_pitch: keepPitch,
    ...(title === undefined ? {} : { title }),
  };
}
