/**
 * Editing a song's texts (1-generation §5, §8): the title limit, lyrics edit errors, set-metadata
 * error types and the style summary's moderation error, each to its message.
 */
import type { components } from '../api/schema.gen';
import { TITLE_MAX_CHARS } from './constants';
import { readErrorBody } from './error-body';
import {
  LYRICS_EDIT_MESSAGES,
  lyricsTooLong,
  SONG_METADATA_MESSAGES,
  songTitleTooLong,
} from './messages/generation';
import { modelMaxLengths } from './models';
import type { BillingModelInfo } from './rules-context';

/** A failed edit call: no response (network), or a response with its body (see readErrorBody). */
export type EditFailure =
  | { readonly kind: 'network' }
  | { readonly kind: 'response'; readonly status: number; readonly body: unknown };

/** 'That title is too long. Please try a shorter title (max 100 characters).' or null. */
export const validateSongTitle = (title: string): string | null =>
  title.length > TITLE_MAX_CHARS ? songTitleTooLong(TITLE_MAX_CHARS) : null;

/** Lyrics longer than the model's limit: 'Those lyrics are too long. ... (max N characters).' */
export function validateLyricsEdit(
  lyrics: string,
  model: string,
  billingModels: readonly BillingModelInfo[],
): string | null {
  const max = modelMaxLengths(model, billingModels).prompt;
  return lyrics.length > max ? lyricsTooLong(max) : null;
}

/**
 * A lyrics edit failure: lyrics_too_long (the server's max_length, else the model's limit),
 * lyrics_moderation_error, another error type ('An unknown error occurred.'), a failure without
 * one ('An error occurred updating your lyrics.'), or the network message.
 */
export function describeLyricsEditError(failure: EditFailure, modelLyricsMax: number): string {
  if (failure.kind === 'network') return LYRICS_EDIT_MESSAGES.network;
  const body = readErrorBody(failure.body);
  switch (body.errorType) {
    case null:
      return LYRICS_EDIT_MESSAGES.updateFailed;
    case 'lyrics_too_long':
      return lyricsTooLong(body.maxLength ?? modelLyricsMax);
    case 'lyrics_moderation_error':
      return LYRICS_EDIT_MESSAGES.moderation;
    default:
      return LYRICS_EDIT_MESSAGES.unknown;
  }
}

export type SetMetadataErrorType = components['schemas']['SetMetadataErrorType'];

// prettier-ignore
const SET_METADATA_ERROR_TYPES: readonly string[] = [
  'title_too_long', 'text_moderation_error', 'caption_moderation_error', 'image_moderation_error',
  'image_upload_error', 'video_cover_error',
] satisfies readonly SetMetadataErrorType[];

export interface SetMetadataErrorDescription {
  readonly errorType: SetMetadataErrorType | 'unknown' | 'network';
  readonly message: string;
}

/**
 * A set-metadata failure: title_too_long gives the title message; the other listed types, whose
 * wording the spec does not give, show the server's detail; anything else shows the unknown
 * error; a network failure 'Network Error'.
 */
export function describeSetMetadataError(failure: EditFailure): SetMetadataErrorDescription {
  if (failure.kind === 'network')
    return { errorType: 'network', message: SONG_METADATA_MESSAGES.network };
  const body = readErrorBody(failure.body);
  const type = body.errorType;
  if (type === null || !SET_METADATA_ERROR_TYPES.includes(type))
    return { errorType: 'unknown', message: SONG_METADATA_MESSAGES.unknown };
  const errorType = type as SetMetadataErrorType;
  if (errorType === 'title_too_long')
    return { errorType, message: songTitleTooLong(TITLE_MAX_CHARS) };
  return { errorType, message: body.detail ?? SONG_METADATA_MESSAGES.unknown };
}

/**
 * A display-tags (style summary) failure: display_tags_moderation_error gives 'That style
 * summary didn't pass moderation. Please try again.'; a network failure 'Network Error';
 * anything else the unknown error.
 */
export function describeDisplayTagsError(failure: EditFailure): string {
  if (failure.kind === 'network') return SONG_METADATA_MESSAGES.network;
  return readErrorBody(failure.body).errorType === 'display_tags_moderation_error'
    ? SONG_METADATA_MESSAGES.displayTagsModeration
    : SONG_METADATA_MESSAGES.unknown;
}
