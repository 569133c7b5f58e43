/**
 * Generation messages of 1-generation.md (§4 Task selection, §5, §8), verbatim from the spec:
 * the generation start-error catalogue with its logged reasons, clip errors, lyrics generation,
 * lyrics edit, song metadata and remaster. Song-menu labels and action results, downloads and
 * the stuck-clip message live in the song-menu, downloads and lifecycle message files.
 */
import { MESSAGES as STUDIO_MODEL_MESSAGES } from '@cadenza/studio-engine/rules';

/** Generation start errors (1-generation §8): toast titles and descriptions. */
export const GENERATION_ERROR_MESSAGES = {
  errorOccurred: 'An error occurred.',
  systemError: 'A system error occurred.',
  pleaseWait: 'Please wait.',
  waitForOtherGenerations: 'Please wait for your other generations to finish.',
  tooManyRequests: 'Too many requests.',
  tryAgainInMoments: 'Please try again in a few moments.',
  generationLimitReached: 'Generation limit reached',
  subscriptionPastDue: 'Your subscription is past due.',
  updatePaymentMethod: 'Please update your payment method.',
  upgradeForCredits: 'Upgrade your account to get more credits!',
  supportAssistance: 'Your account requires support assistance',
  contactSupport: 'Please contact support.',
  lyricsGuidelines: 'The lyrics do not meet our content guidelines',
  differentLyrics: 'Please try again with different lyrics.',
  elevatedUsage: 'We are seeing elevated usage.',
  elevatedUsageDescription:
    'Generations are currently only available for Pro and Premier subscribers.',
  /** Label of the /account link on the past-due toast. */
  manageLink: 'Manage',
} as const;

/** 'Need at least 10 credits to create.' (the minimum is MIN_CREDITS_TO_CREATE). */
export const needCreditsToCreate = (credits: number): string =>
  `Need at least ${credits} credits to create.`;

/** What the server's body says, as matched by the catalogue (1-generation §8). */
export const GENERATION_ERROR_BODY_MARKERS = {
  tooManyRunningJobs: 'Too many running jobs',
  subscriptionPastDue: 'Subscription past due.',
  copyrightInfringement: 'copyright infringement',
} as const;

/** The reason each start error logs with its start-error event (1-generation §8). */
export const GENERATION_ERROR_REASONS = {
  unknown: 'Unknown Error',
  rateLimited: 'Rate Limited',
  subscriptionPastDue: 'Subscription past due',
  insufficientCredits: 'Insufficient Credits',
  supportAssistance: 'Support Assistance Required',
  guidelines: 'Does Not Meet Guidelines',
  elevatedUsage: 'Elevated Usage',
} as const;

/** Clip errors (1-generation §8; 2-studio §8). */
export const CLIP_ERROR_MESSAGES = {
  moderationFailure: "Couldn't generate that.",
  otherFailure: 'An error occurred generating a clip.',
  toastTitle: STUDIO_MODEL_MESSAGES.errorGeneratingClip,
  toastFallback: STUDIO_MODEL_MESSAGES.clipGenerationFailed,
} as const;

/** Lyrics generation errors (1-generation §8). */
export const LYRICS_GENERATION_MESSAGES = {
  waitTitle: 'Please wait a few seconds.',
  waitDescription: 'Please wait a few seconds before generating more lyrics.',
  tooManyRequests: 'Too many requests.',
  tryAgainInMoments: 'Please try again in a few moments.',
  moderationTitle: 'Moderation error.',
  moderationDescription: 'This prompt contains language or content flagged as inappropriate.',
  copyrightTitle: 'Copyright issue.',
  promptErrorTitle: 'Prompt error.',
  promptErrorDescription:
    "Sorry, we're having trouble creating from this prompt. Please adjust your prompt and try again.",
  genericTitle: 'An error occurred generating lyrics.',
  genericDescription: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/** Server lyrics-job messages the lyrics errors are matched on (1-generation §8). */
export const LYRICS_GENERATION_SERVER_MARKERS = {
  tooManyRequests: 'Too many requests',
  unableToGenerate: 'Unable to generate',
} as const;

/** Lyrics edit (1-generation §8). */
export const LYRICS_EDIT_MESSAGES = {
  moderation: "Those lyrics didn't pass moderation. Please try again.",
  unknown: 'An unknown error occurred.',
  updateFailed: 'An error occurred updating your lyrics.',
  network: 'A network error occurred. Please try again.',
  success: 'Song lyrics updated successfully.',
} as const;

/** 'Those lyrics are too long. Please try shorter lyrics (max N characters).' */
export const lyricsTooLong = (max: number): string =>
  `Those lyrics are too long. Please try shorter lyrics (max ${max} characters).`;

/** 'That title is too long. Please try a shorter title (max 100 characters).' */
export const songTitleTooLong = (max: number): string =>
  `That title is too long. Please try a shorter title (max ${max} characters).`;

/** Song metadata and style summary (1-generation §8). */
export const SONG_METADATA_MESSAGES = {
  network: 'Network Error',
  unknown: 'An unknown error occurred.',
  displayTagsModeration: "That style summary didn't pass moderation. Please try again.",
} as const;

/** Remaster errors (1-generation §8; 2-studio §8). */
export const REMASTER_ERROR_MESSAGES = {
  notAllowed: 'Remaster not allowed. Subscribe to access Remaster.',
  titleTooLong: 'Title too long.',
  failed: 'Remaster failed.',
} as const;
