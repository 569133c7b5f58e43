/**
 * The modals a song can open. The song menu (packages/ui/src/song) names the ones it opens
 * (SongModalKind, with their details); this folder adopts those names and adds the modals other
 * flows open: the remaster model select, the copyright warning, commercial rights and
 * 'Discard Changes?'.
 */
import type { Clip } from '@cadenza/sdk/store';
import type { SongModalDetails, SongModalKind } from '../song';

export const EXTRA_MODAL_KINDS = [
  'upsample_model_select',
  'copyright_warning',
  'commercial_rights',
  'discard_changes',
] as const;

export type ModalKind = SongModalKind | (typeof EXTRA_MODAL_KINDS)[number];

/** What each modal is opened with beyond the clip. */
export type ModalDetails = SongModalDetails & {
  readonly [K in (typeof EXTRA_MODAL_KINDS)[number]]: undefined;
};

/** One open modal: its kind, its song and its details. */
export type SongModalRequest = {
  readonly [K in ModalKind]: {
    readonly kind: K;
    readonly clip: Clip;
    readonly detail: ModalDetails[K];
  };
}[ModalKind];
