import { describe, expect, it } from 'vitest';
import {
  isPromoHidden,
  newPromoRecord,
  recordPromoDismissal,
  recordPromoImpression,
} from './promos';

const HOUR = 3_600_000;
const T0 = Date.parse('2025-10-01T00:00:00Z');

describe('3-library-social §4 Promos', () => {
  it('counts impressions and dismissals (the promo record: id, impression, dismissed)', () => {
    const record = recordPromoDismissal(recordPromoImpression(newPromoRecord('studio')), T0);
    expect(record).toMatchObject({ id: 'studio', impression: 1, dismissed: 1, hidden: false });
  });

  it.each([
    [47, true],
    [48, false],
    [72, false],
  ] as const)(
    'a promo is hidden after being dismissed twice within 48 hours (second after %i h → %s)',
    (hours, hidden) => {
      const record = recordPromoDismissal(
        recordPromoDismissal(newPromoRecord('p'), T0),
        T0 + hours * HOUR,
      );
      expect(isPromoHidden(record)).toBe(hidden);
      expect(record.dismissed).toBe(2);
    },
  );

  it('once hidden it stays hidden; an unknown promo shows', () => {
    const hidden = recordPromoDismissal(recordPromoDismissal(newPromoRecord('p'), T0), T0 + HOUR);
    expect(isPromoHidden(recordPromoDismissal(hidden, T0 + 500 * HOUR))).toBe(true);
    expect(isPromoHidden(null)).toBe(false);
  });
});
