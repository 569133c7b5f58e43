// The generation faults the dev toolbar injects (1-generation §8): one row per error path, each
// the status and body the server would answer, with the bodies taken from the SDK's messages.
import {
  GENERATION_ERROR_BODY_MARKERS,
  GENERATION_ERROR_MESSAGES,
  MIN_CREDITS_TO_CREATE,
  needCreditsToCreate,
  routes,
  type BodyOf,
} from '@cadenza/sdk';

export type FaultPresetKey =
  | 'tooManyRunningJobs'
  | 'rateLimited'
  | 'outOfCredits'
  | 'pastDue'
  | 'locked'
  | 'guidelines'
  | 'copyright'
  | 'elevated'
  | 'serverError';

const detail = (text: string) => ({ detail: text });

const PRESETS: Readonly<Record<FaultPresetKey, { status: number; body: unknown }>> = {
  tooManyRunningJobs: {
    status: 429,
    body: detail(GENERATION_ERROR_BODY_MARKERS.tooManyRunningJobs),
  },
  rateLimited: { status: 429, body: detail(GENERATION_ERROR_MESSAGES.tooManyRequests) },
  outOfCredits: { status: 402, body: detail(needCreditsToCreate(MIN_CREDITS_TO_CREATE)) },
  pastDue: { status: 402, body: detail(GENERATION_ERROR_BODY_MARKERS.subscriptionPastDue) },
  locked: { status: 423, body: detail(GENERATION_ERROR_MESSAGES.supportAssistance) },
  guidelines: { status: 451, body: detail(GENERATION_ERROR_MESSAGES.lyricsGuidelines) },
  copyright: {
    status: 424,
    body: detail(`Request blocked: ${GENERATION_ERROR_BODY_MARKERS.copyrightInfringement}`),
  },
  elevated: { status: 503, body: detail(GENERATION_ERROR_MESSAGES.elevatedUsageDescription) },
  serverError: { status: 500, body: detail(GENERATION_ERROR_MESSAGES.systemError) },
};

export const FAULT_PRESET_KEYS = Object.keys(PRESETS) as FaultPresetKey[];

/** The devAddFault body of a preset: the next generation call answers it. */
export function faultRequest(key: FaultPresetKey, count = 1): BodyOf<'devAddFault'> {
  const preset = PRESETS[key];
  const op = routes.generate;
  return { method: op.method, path: op.path, status: preset.status, body: preset.body, count };
}
