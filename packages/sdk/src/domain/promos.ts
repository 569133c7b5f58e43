/**
 * Promos (3-library-social §3 Promo record, §4 Promos, §9): a promo sidebar item is hidden after
 * being dismissed twice within 48 hours.
 */
import { PROMO_HIDE_DISMISS_COUNT, PROMO_HIDE_WINDOW_MS } from './constants';

/** The promo record (id, impression, dismissed) plus the dismiss times the rule needs. */
export interface PromoRecord {
  readonly id: string;
  readonly impression: number;
  readonly dismissed: number;
  /** Epoch ms of each dismissal still inside the 48-hour window, oldest first. */
  readonly dismissedAt: readonly number[];
  /** Set once the promo was dismissed twice within 48 hours; it stays hidden. */
  readonly hidden: boolean;
}

export const newPromoRecord = (id: string): PromoRecord => ({
  id,
  impression: 0,
  dismissed: 0,
  dismissedAt: [],
  hidden: false,
});

/** The promo was shown once more. */
export const recordPromoImpression = (record: PromoRecord): PromoRecord => ({
  ...record,
  impression: record.impression + 1,
});

/** A dismissal at `now`; the second within 48 hours hides the promo (hidden count 2). */
export function recordPromoDismissal(record: PromoRecord, now: number): PromoRecord {
  const recent = [...record.dismissedAt.filter((at) => now - at < PROMO_HIDE_WINDOW_MS), now];
  return {
    ...record,
    dismissed: record.dismissed + 1,
    dismissedAt: recent,
    hidden: record.hidden || recent.length >= PROMO_HIDE_DISMISS_COUNT,
  };
}

export const isPromoHidden = (record: PromoRecord | null | undefined): boolean =>
  record?.hidden === true;
