/**
 * Pins (1-generation §4 Pin; 3-library-social §4 Pins, §5, §9): the limit, the private-song and
 * limit confirmations, replacing the oldest pin, the optimistic change and the toasts.
 */
import type { components } from '../api/schema.gen';
import { ACTION_TOAST_MS, PIN_LIMIT_ARTIST_PROFILES, PIN_LIMIT_DEFAULT } from './constants';
import { PIN_MESSAGES, pinLimitWording } from './messages/library';
import { notice, type Notice } from './notice';
import { hasFlag, type FlagSource } from './permissions';

/** Pin toast duration: a pin is none of §9's named toast kinds, so it takes the unnamed 4 s. */
export const PIN_TOAST_MS = ACTION_TOAST_MS;

/** Pin limit: 5 by default, another value with the artist-profiles flag. */
export const pinLimit = (flags: FlagSource): number =>
  hasFlag(flags, 'artist-profiles') ? PIN_LIMIT_ARTIST_PROFILES : PIN_LIMIT_DEFAULT;

/** A clip as the pin rules need it. */
export interface PinnableClip {
  readonly id: string;
  readonly is_public?: boolean | null;
  readonly is_pinned?: boolean | null;
}

export type PinConfirmation =
  | { readonly kind: 'private_song'; readonly title: string }
  | { readonly kind: 'limit'; readonly title: string; readonly wording: string };

/** What pressing Pin to Profile does. */
export type PinPlan =
  | { readonly action: 'unpin' }
  | {
      readonly action: 'pin';
      /** Confirmations to pass first, in order; none pins directly. */
      readonly confirmations: readonly PinConfirmation[];
      /** The oldest pinned song the pin replaces, when the limit is reached. */
      readonly replaces: string | null;
    };

/**
 * Plans a pin toggle. `pinnedIds` are the pinned songs, oldest first. Pinning a private song or
 * exceeding the limit needs confirmation ('Pinning Private Song!', 'Pin limit reached!' with
 * 'You can only pin up to N songs...'); beyond the limit the oldest pin is replaced.
 */
export function planPin(
  clip: PinnableClip,
  pinnedIds: readonly string[],
  flags: FlagSource,
): PinPlan {
  if (clip.is_pinned === true || pinnedIds.includes(clip.id)) return { action: 'unpin' };
  const limit = pinLimit(flags);
  const oldest = pinnedIds.length >= limit ? pinnedIds[0] : undefined;
  const full = oldest !== undefined;
  const confirmations: PinConfirmation[] = [];
  if (clip.is_public !== true)
    confirmations.push({ kind: 'private_song', title: PIN_MESSAGES.privateSongTitle });
  if (full)
    confirmations.push({
      kind: 'limit',
      title: PIN_MESSAGES.limitReachedTitle,
      wording: pinLimitWording(limit),
    });
  return { action: 'pin', confirmations, replaces: oldest ?? null };
}

/** The pinned ids after pinning (oldest first; the oldest go beyond the limit). */
export function pinnedAfterPin(pinnedIds: readonly string[], clipId: string, limit: number) {
  const next = [...pinnedIds.filter((id) => id !== clipId), clipId];
  return next.slice(Math.max(0, next.length - Math.max(1, limit)));
}

/** The pinned ids after unpinning. */
export const pinnedAfterUnpin = (pinnedIds: readonly string[], clipId: string): string[] =>
  pinnedIds.filter((id) => id !== clipId);

/**
 * The optimistic change to a list of clips: pinning makes the clip public and pinned (and
 * unpins the replaced one); unpinning clears is_pinned. Keep the old list to roll back on error.
 */
export function applyPinToClips<C extends PinnableClip>(
  clips: readonly C[],
  clipId: string,
  pinned: boolean,
  replaces: string | null = null,
): C[] {
  return clips.map((clip) => {
    if (clip.id === clipId)
      return pinned ? { ...clip, is_pinned: true, is_public: true } : { ...clip, is_pinned: false };
    return pinned && clip.id === replaces ? { ...clip, is_pinned: false } : clip;
  });
}

/** Pinned clips sort first (stable otherwise). */
export const sortPinnedFirst = <C extends PinnableClip>(clips: readonly C[]): C[] => [
  ...clips.filter((clip) => clip.is_pinned === true),
  ...clips.filter((clip) => clip.is_pinned !== true),
];

/** 'This song has been pinned to Profile.' or, ending 'unpinned from Profile.', its unpin twin. */
export function pinToast(pinned: boolean): Notice {
  const message = pinned
    ? PIN_MESSAGES.pinnedToast
    : PIN_MESSAGES.pinnedToast.replace('pinned to Profile.', PIN_MESSAGES.unpinnedToastEnding);
  return notice('success', message, PIN_TOAST_MS);
}

/** The body of POST /api/profiles/pin-clip/{clip_id}. */
export function pinClipRequest(input: {
  readonly unpin: boolean;
  readonly flags: FlagSource;
  readonly submitToContest?: boolean;
}): components['schemas']['PinClipRequest'] {
  return {
    unpin: input.unpin,
    max_pins: pinLimit(input.flags),
    ...(input.submitToContest !== undefined ? { submit_to_contest: input.submitToContest } : {}),
  };
}
