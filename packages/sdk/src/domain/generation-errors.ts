/**
 * Generation errors (1-generation §8; 2-studio §8): the start-error catalogue with its logged
 * reasons, durations and /account links, and clip errors with the once-per-clip toast.
 */
import {
  CLIP_ERROR_TOAST_MS,
  CREATE_FORM_ERROR_TOAST_MS,
  LYRICS_GUIDELINES_TOAST_MS,
  MIN_CREDITS_TO_CREATE,
  RATE_LIMIT_WAIT_TOAST_MS,
  SUBSCRIPTION_LEVEL_BY_PLAN,
  SUPPORT_ASSISTANCE_TOAST_MS,
  type SubscriptionLevel,
} from './constants';
import {
  CLIP_ERROR_MESSAGES,
  GENERATION_ERROR_BODY_MARKERS as MARKERS,
  GENERATION_ERROR_MESSAGES as M,
  GENERATION_ERROR_REASONS as REASONS,
  needCreditsToCreate,
} from './messages/generation';
import { readErrorBody, type ErrorBody } from './error-body';
import { notice, type Notice } from './notice';
import type { RulesSession } from './rules-context';

/** The subscription page, target of upgrade and payment links (1-generation §2). */
export const ACCOUNT_PATH = '/account';

export type GenerationErrorReason = (typeof REASONS)[keyof typeof REASONS];

/** A link on the toast: 'Manage' for a past-due subscription, the upgrade link otherwise. */
export interface AccountLinkAction {
  readonly kind: 'link';
  readonly href: typeof ACCOUNT_PATH;
  readonly label?: string;
}

/** A toast for a start error (the table's `{ title, description?, reason, action?, durationMs }`). */
export interface GenerationErrorToast {
  readonly kind: 'toast';
  readonly title: string;
  readonly description?: string;
  readonly reason: GenerationErrorReason;
  readonly action?: AccountLinkAction;
  readonly durationMs: number;
}

/** A modal that opens instead of a toast (copyright warning, concurrency upsell). */
export interface GenerationErrorModal {
  readonly kind: 'modal';
  readonly modal: 'copyright_warning' | 'concurrency_upsell';
  readonly reason: GenerationErrorReason;
}

export type GenerationErrorDescription = GenerationErrorToast | GenerationErrorModal;

const includes = (text: string, marker: string): boolean =>
  text.toLowerCase().includes(marker.toLowerCase());

/** Basic or unset subscription level (the Free plan is Basic). */
function isBasicOrUnset(session: Pick<RulesSession, 'plan' | 'subscriptionLevel'>): boolean {
  const level: SubscriptionLevel | null =
    session.subscriptionLevel !== undefined
      ? session.subscriptionLevel
      : session.plan == null
        ? null
        : SUBSCRIPTION_LEVEL_BY_PLAN[session.plan];
  return level === null || level === 'basic';
}

const toast = (
  title: string,
  reason: GenerationErrorReason,
  extra: Partial<Pick<GenerationErrorToast, 'description' | 'action' | 'durationMs'>> = {},
): GenerationErrorToast => ({
  kind: 'toast',
  title,
  reason,
  durationMs: CREATE_FORM_ERROR_TOAST_MS,
  ...extra,
});

type Session = Pick<RulesSession, 'plan' | 'subscriptionLevel'>;

interface CatalogueRow {
  readonly matches: (status: number, body: ErrorBody) => boolean;
  readonly describe: (body: ErrorBody, session: Session) => GenerationErrorDescription;
}

/** The catalogue of 1-generation §8, row by row in the spec's order. */
const CATALOGUE: readonly CatalogueRow[] = [
  {
    matches: (status, body) => status === 424 && includes(body.text, MARKERS.copyrightInfringement),
    describe: () => ({ kind: 'modal', modal: 'copyright_warning', reason: REASONS.unknown }),
  },
  {
    matches: (status) => status === 424,
    describe: (body) =>
      toast(
        M.errorOccurred,
        REASONS.unknown,
        body.detail === null ? {} : { description: body.detail },
      ),
  },
  {
    matches: (status, body) => status === 429 && includes(body.text, MARKERS.tooManyRunningJobs),
    describe: (_, session) =>
      isBasicOrUnset(session)
        ? { kind: 'modal', modal: 'concurrency_upsell', reason: REASONS.rateLimited }
        : toast(M.pleaseWait, REASONS.rateLimited, {
            description: M.waitForOtherGenerations,
            durationMs: RATE_LIMIT_WAIT_TOAST_MS,
          }),
  },
  {
    matches: (status) => status === 429,
    describe: (body) =>
      body.readable
        ? toast(M.tooManyRequests, REASONS.rateLimited, { description: M.tryAgainInMoments })
        : toast(M.generationLimitReached, REASONS.rateLimited),
  },
  {
    matches: (status, body) =>
      status === 402 && body.detail !== null && includes(body.detail, MARKERS.subscriptionPastDue),
    describe: () =>
      toast(M.subscriptionPastDue, REASONS.subscriptionPastDue, {
        description: M.updatePaymentMethod,
        action: { kind: 'link', href: ACCOUNT_PATH, label: M.manageLink },
      }),
  },
  {
    matches: (status) => status === 402,
    describe: () =>
      toast(needCreditsToCreate(MIN_CREDITS_TO_CREATE), REASONS.insufficientCredits, {
        description: M.upgradeForCredits,
        action: { kind: 'link', href: ACCOUNT_PATH },
      }),
  },
  {
    matches: (status) => status === 423,
    describe: () =>
      toast(M.supportAssistance, REASONS.supportAssistance, {
        description: M.contactSupport,
        durationMs: SUPPORT_ASSISTANCE_TOAST_MS,
      }),
  },
  {
    matches: (status) => status === 451,
    describe: () =>
      toast(M.lyricsGuidelines, REASONS.guidelines, {
        description: M.differentLyrics,
        durationMs: LYRICS_GUIDELINES_TOAST_MS,
      }),
  },
  {
    matches: (status) => status === 503,
    describe: () =>
      toast(M.elevatedUsage, REASONS.elevatedUsage, { description: M.elevatedUsageDescription }),
  },
];

/**
 * The toast (or modal) for a generation start error, with the reason its start-error event logs.
 * `body` is the parsed response body (JSON value or text), or undefined when it could not be read.
 */
export function describeGenerationError(
  status: number,
  body: unknown,
  ctx: { readonly session: Session },
): GenerationErrorDescription {
  const read = readErrorBody(body);
  const row = CATALOGUE.find((r) => r.matches(status, read));
  if (row !== undefined) return row.describe(read, ctx.session);
  return toast(M.errorOccurred, REASONS.unknown, { description: read.detail ?? M.systemError });
}

/** A clip as the clip-error rules read it. */
export interface ErrorClip {
  readonly id: string;
  readonly status?: string | null;
  readonly metadata?: {
    readonly error_type?: string | null;
    readonly error_message?: string | null;
  } | null;
}

/**
 * A failed clip's message: moderation_failure shows "Couldn't generate that." with the clip's
 * message; other failures 'An error occurred generating a clip.'
 */
export function describeClipError(clip: ErrorClip): {
  readonly title: string;
  readonly description?: string;
} {
  const message = clip.metadata?.error_message;
  if (clip.metadata?.error_type === 'moderation_failure')
    return message == null || message === ''
      ? { title: CLIP_ERROR_MESSAGES.moderationFailure }
      : { title: CLIP_ERROR_MESSAGES.moderationFailure, description: message };
  return { title: CLIP_ERROR_MESSAGES.otherFailure };
}

/**
 * The 'Error generating clip' toasts for clips that turned to error, once per clip id: each
 * with the clip's error_message or 'Clip generation failed, please try again' (error, 5 s,
 * closable). Returns the toasts and the ids notified so far.
 */
export function clipErrorNotices(
  clips: readonly ErrorClip[],
  notified: ReadonlySet<string>,
): { readonly notices: readonly Notice[]; readonly notified: ReadonlySet<string> } {
  const seen = new Set(notified);
  const notices: Notice[] = [];
  for (const clip of clips) {
    if (clip.status !== 'error' || seen.has(clip.id)) continue;
    seen.add(clip.id);
    const message = clip.metadata?.error_message;
    notices.push(
      notice('error', CLIP_ERROR_MESSAGES.toastTitle, CLIP_ERROR_TOAST_MS, {
        description:
          message == null || message === '' ? CLIP_ERROR_MESSAGES.toastFallback : message,
        closable: true,
      }),
    );
  }
  return { notices, notified: seen };
}
