/**
 * What selecting a song menu item does (1-generation §4 Song context menu, Trash, publish, Pin,
 * Reactions and preferences; §8 Other messages; 3-library-social §4 Sharing): plan-gated items
 * open the upsell; modal items call `onOpenModal`; navigation items call `onNavigate`; the rest
 * run their SDK call through the store (optimistic where the SDK is) with the spec's toasts.
 */
import { useCallback } from 'react';
import {
  editWorkspaceParam,
  type FlagSource,
  LINK_COPY_TOAST_MS,
  type NoticeKind,
  PIN_TOAST_MS,
  pinClipRequest,
  pinToast,
  planPin,
  type PlayerEvent,
  type Viewer,
  SHARE_MESSAGES,
  SONG_ACTION_MESSAGES,
  songPath,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { STUDIO_ERRORS } from '@cadenza/studio-engine/rules';
import { useCadenzaCalls, usePlayer, type CadenzaCalls } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast/Toaster';
import type { ToastInput } from '../../primitives/Toast/toast-queue';
import { SONG_TOASTS } from '../labels';
import { embedCode } from '../../video/embed-code';
import { moveClip, type SongUndo } from './trash-undo';
import {
  SONG_MENU_ACTIONS,
  type MenuEntry,
  type SongCallId,
  type SongModalDetails,
  type SongModalKind,
} from '../menu-model';

export type { SongUndo } from './trash-undo';

/** Opens one of the song modals (rendered by the app from packages/ui/src/modals). */
export type OpenSongModal = <K extends SongModalKind>(
  kind: K,
  clip: Clip,
  detail: SongModalDetails[K],
) => void;

/** A clipboard as the copy-link items need it (navigator.clipboard in the browser). */
export interface SongClipboard {
  writeText(text: string): Promise<void>;
}

export interface SongActionOptions {
  readonly onOpenModal: OpenSongModal;
  readonly onNavigate: (href: string) => void;
  /** Opens a route in a new tab (Describe Clip). */
  readonly openTab: (href: string) => void;
  readonly flags: FlagSource;
  /** The signed-in viewer: with projects enabled, edit-mode links carry ?wid= (1 §2). */
  readonly viewer?: Pick<Viewer, 'plan'> | null | undefined;
  /** The workspace the list shows (?wid=), which edit-mode links keep. */
  readonly workspaceId?: string | null | undefined;
  /** Origin of copied links. */
  readonly origin: string;
  /** The clipboard; absent (or failing) shows the spec's clipboard alert. */
  readonly clipboard: SongClipboard | null;
  /** Shows the clipboard alert; a toast when absent. */
  readonly alert?: ((message: string) => void) | undefined;
  /** The player position of this clip, for 'Copy Link at Current Time'. */
  readonly currentTimeS: number | null;
  /** The viewer's pinned clip ids, oldest first (pin limit). */
  readonly pinnedIds: readonly string[];
  /** The playlist shown, for 'Remove from Playlist'. */
  readonly playlistId?: string | undefined;
  readonly notInterested: boolean;
  /** Takes the undo of a trash or restore for the host's own UI (else: 'Undo' in the toast). */
  readonly onUndoable?: ((undo: SongUndo) => void) | undefined;
}

interface RunContext extends SongActionOptions {
  readonly clip: Clip;
  readonly entry: MenuEntry;
  readonly calls: CadenzaCalls;
  readonly toast: (kind: NoticeKind, title: string, durationMs?: number) => void;
  readonly show: (toast: ToastInput) => void;
  readonly sendPlayer: (event: PlayerEvent<Clip>) => void;
  readonly isCurrent: boolean;
}

interface CallRule {
  readonly run: (ctx: RunContext) => Promise<unknown> | undefined;
  /** The toast when the call fails. */
  readonly failure: string;
}

const gen = (ctx: RunContext) => ({ path: { gen_id: ctx.clip.id } });
const clipPath = (ctx: RunContext) => ({ path: { clip_id: ctx.clip.id } });

/** Copies text; an unusable clipboard gets the spec's alert. */
async function copyText(ctx: RunContext, text: string, copied: string): Promise<void> {
  try {
    if (ctx.clipboard === null) throw new Error('no clipboard');
    await ctx.clipboard.writeText(text);
  } catch {
    if (ctx.alert) ctx.alert(SHARE_MESSAGES.clipboardNotSupported);
    else ctx.toast('error', SHARE_MESSAGES.clipboardNotSupported);
    return;
  }
  ctx.toast('success', copied, LINK_COPY_TOAST_MS);
}

const copyLink = (ctx: RunContext, timeS: number | null): Promise<void> =>
  copyText(ctx, `${ctx.origin}${songPath(ctx.clip.id, timeS)}`, SONG_TOASTS.linkCopied);

async function pin(ctx: RunContext): Promise<void> {
  const plan = planPin(ctx.clip, ctx.pinnedIds, ctx.flags);
  if (plan.action === 'pin' && plan.confirmations.length > 0) {
    ctx.onOpenModal('pin_confirm', ctx.clip, { plan });
    return;
  }
  const unpin = plan.action === 'unpin';
  await ctx.calls.mutate('pinClip', {
    ...clipPath(ctx),
    body: pinClipRequest({ unpin, flags: ctx.flags }),
  });
  const done = pinToast(!unpin);
  ctx.toast(done.kind, done.message, done.durationMs);
}

async function notInterested(ctx: RunContext): Promise<void> {
  const on = !ctx.notInterested;
  const args = { ...clipPath(ctx), body: { feedback_type: 'not_interested' as const } };
  if (on && ctx.isCurrent) ctx.sendPlayer({ type: 'next' });
  await ctx.calls.mutate(on ? 'markNotInterested' : 'clearNotInterested', args);
  if (on) ctx.toast('success', SONG_ACTION_MESSAGES.feedbackThanks);
}

/** A toggle's call, then its result as a toast: [turned on, turned off]. */
async function toggle(
  ctx: RunContext,
  on: boolean,
  [onMessage, offMessage]: readonly [string, string],
  call: (on: boolean) => Promise<unknown>,
): Promise<void> {
  await call(on);
  ctx.toast('success', on ? onMessage : offMessage);
}

/** Get Full Song / Confirm Section: the new clip generates and heads the song lists. */
async function concat(ctx: RunContext, isInfill: boolean): Promise<void> {
  await ctx.calls.mutate('concatClip', { body: { clip_id: ctx.clip.id, is_infill: isInfill } });
  ctx.toast('success', isInfill ? SONG_TOASTS.sectionConfirmed : SONG_TOASTS.fullSongStarted);
}

const prefs = SONG_ACTION_MESSAGES.errorUpdatingPreferences;

/** Every call item: its SDK call and the toast when it fails. */
const CALLS: Readonly<Record<SongCallId, CallRule>> = {
  get_full_song: {
    run: (ctx) => concat(ctx, false),
    failure: STUDIO_ERRORS.editActionFailed,
  },
  confirm_section: {
    run: (ctx) => concat(ctx, true),
    failure: STUDIO_ERRORS.editActionFailed,
  },
  add_to_queue: {
    run: (ctx) => {
      ctx.sendPlayer({ type: 'queue', event: { type: 'addToQueue', clips: [ctx.clip] } });
      ctx.toast('success', SONG_TOASTS.addedToQueue);
      return undefined;
    },
    failure: prefs,
  },
  remove_from_playlist: {
    run: async (ctx) => {
      if (ctx.playlistId === undefined) return;
      await ctx.calls.mutate('updatePlaylistClips', {
        body: {
          playlist_id: ctx.playlistId,
          update_type: 'remove_by_id',
          metadata: { clip_ids: [ctx.clip.id] },
        },
      });
      ctx.toast('success', SONG_TOASTS.removedFromPlaylist);
    },
    failure: prefs,
  },
  publish: {
    run: (ctx) =>
      toggle(ctx, !ctx.clip.is_public, [SONG_TOASTS.published, SONG_TOASTS.unpublished], (on) =>
        ctx.calls.mutate('setClipVisibility', { ...gen(ctx), body: { is_public: on } }),
      ),
    failure: prefs,
  },
  copy_link: { run: (ctx) => copyLink(ctx, null), failure: SHARE_MESSAGES.clipboardNotSupported },
  copy_link_at_time: {
    run: (ctx) => copyLink(ctx, ctx.currentTimeS),
    failure: SHARE_MESSAGES.clipboardNotSupported,
  },
  copy_embed_code: {
    run: (ctx) =>
      copyText(
        ctx,
        embedCode(ctx.origin, ctx.clip.id, ctx.clip.title ?? ''),
        SONG_TOASTS.embedCodeCopied,
      ),
    failure: SHARE_MESSAGES.clipboardNotSupported,
  },
  allow_comments: {
    run: (ctx) =>
      toggle(
        ctx,
        ctx.entry.checked !== true,
        [SONG_TOASTS.commentsAllowed, SONG_TOASTS.commentsOff],
        (on) =>
          ctx.calls.mutate('toggleClipComments', { ...clipPath(ctx), body: { can_comment: on } }),
      ),
    failure: prefs,
  },
  allow_remixes: {
    run: (ctx) =>
      toggle(
        ctx,
        ctx.entry.checked !== true,
        [SONG_TOASTS.remixesAllowed, SONG_TOASTS.remixesOff],
        (on) => ctx.calls.mutate('setRemixType', { ...clipPath(ctx), body: { remix: on } }),
      ),
    failure: prefs,
  },
  pin_to_profile: { run: pin, failure: prefs },
  show_in_hooks_feed: {
    run: (ctx) =>
      ctx.calls.mutate('setMetadata', {
        ...gen(ctx),
        body: { opt_out_video_cover_hook: ctx.entry.checked === true },
      }),
    failure: prefs,
  },
  not_interested: { run: notInterested, failure: prefs },
  report_inappropriate: {
    run: async (ctx) => {
      await ctx.calls.mutate('flagClip', {
        ...gen(ctx),
        body: { flagged: true, flagged_reason: 'inappropriate' },
      });
      ctx.toast('warning', SONG_ACTION_MESSAGES.songFlagged);
    },
    failure: SONG_ACTION_MESSAGES.errorFlaggingSong,
  },
  move_to_trash: { run: (ctx) => moveClip(ctx, ctx.clip.id, true), failure: prefs },
  restore_to_library: { run: (ctx) => moveClip(ctx, ctx.clip.id, false), failure: prefs },
};

/** Runs a selected menu entry for a clip. */
export function useSongActions(options: SongActionOptions) {
  const calls = useCadenzaCalls();
  const toaster = useToaster();
  const { player, send } = usePlayer();
  const currentId = player.queue.clips[player.queue.index]?.id ?? null;
  return useCallback(
    async (entry: MenuEntry, clip: Clip): Promise<void> => {
      if (entry.disabled) return;
      if (entry.upsell !== undefined) {
        options.onOpenModal('upsell', clip, { upsell: entry.upsell });
        return;
      }
      const action = SONG_MENU_ACTIONS[entry.id];
      if (action.type === 'modal') return options.onOpenModal(action.modal, clip, undefined);
      if (action.type === 'navigate') {
        const wid = editWorkspaceParam(options.viewer ?? null, clip, options.workspaceId);
        const href = action.href(clip.id, wid);
        return action.newTab === true ? options.openTab(href) : options.onNavigate(href);
      }
      const show = (input: ToastInput) => void toaster.show(input);
      const toast = (kind: NoticeKind, title: string, durationMs = PIN_TOAST_MS) =>
        show({ kind, title, durationMs });
      const rule = CALLS[action.call];
      const ctx: RunContext = {
        ...options,
        clip,
        entry,
        calls,
        toast,
        show,
        sendPlayer: send,
        isCurrent: currentId === clip.id,
      };
      try {
        await rule.run(ctx);
      } catch {
        toast('error', rule.failure);
      }
    },
    [options, calls, toaster, send, currentId],
  );
}
