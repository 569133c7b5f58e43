import { describe, expect, it } from 'vitest';
import { PlanFeatureSchema } from '../api';
import { wireClip } from './fixtures/wire-clip';
import {
  PLAN_FEATURES,
  belongsToContest,
  canDeletePermanently,
  canFetchRemixLineage,
  canPublish,
  canRemix,
  canRestore,
  canToggleRemixes,
  canTrash,
  canUseAudioUploadPersonas,
  commercialRightsEligibility,
  gateFeature,
  gatePaidPlan,
  hasFlag,
  hasPlanFeature,
  isOwner,
  isOwnerOrStaff,
  isPaidPlan,
  isRemixable,
  remixBadge,
  viewerFromSession,
  type Viewer,
} from './permissions';

const owner: Viewer = { id: 'owner', plan: 'pro' };
const other: Viewer = { id: 'other', plan: 'free' };
const staff: Viewer = { id: 'staff', plan: 'free', isStaff: true };

describe('1-generation §6 Roles and permissions: flags and plan features', () => {
  it.each([
    [['studio'], true],
    [new Set(['studio']), true],
    [{ studio: true }, true],
    [{ studio: false }, false],
    [[], false],
    [null, false],
  ] as const)('a flag is on in a list, a set or a record (%o → %s)', (source, on) => {
    expect(hasFlag(source, 'studio')).toBe(on);
  });

  it('the plan features are the eleven the spec names (the wire enum)', () => {
    expect([...PLAN_FEATURES].sort()).toEqual([...PlanFeatureSchema.options].sort());
  });

  it('paid plans unlock the features; Free has none unless the session lists them', () => {
    for (const feature of PLAN_FEATURES) {
      expect(hasPlanFeature({ id: 'u', plan: 'pro' }, feature)).toBe(true);
      expect(hasPlanFeature({ id: 'u', plan: 'premier' }, feature)).toBe(true);
      expect(hasPlanFeature({ id: 'u', plan: 'free' }, feature)).toBe(false);
      expect(hasPlanFeature({ id: 'u', plan: null }, feature)).toBe(false);
    }
    expect(hasPlanFeature({ id: 'u', plan: 'free', features: ['V4'] }, 'V4')).toBe(true);
    expect(hasPlanFeature({ id: 'u', plan: 'pro', features: [] }, 'V4')).toBe(false);
  });

  it.each(PLAN_FEATURES.map((feature) => [feature]))(
    'without the %s plan feature the upsell modal opens',
    (feature) => {
      expect(gateFeature(other, feature)).toEqual({ allowed: false, upsell: feature });
      expect(gateFeature(owner, feature)).toEqual({ allowed: true });
    },
  );

  it('WAV needs a paid plan (upsell PaidPlan)', () => {
    expect(gatePaidPlan(owner)).toEqual({ allowed: true });
    expect(gatePaidPlan(other)).toEqual({ allowed: false, upsell: 'PaidPlan' });
    expect(isPaidPlan({ id: 'x' })).toBe(false);
  });

  it('the viewer of a wire session: plan, staff (isStaff or roles.staff) and plan features', () => {
    expect(
      viewerFromSession({
        user: { id: 'u' },
        plan: 'pro',
        isStaff: false,
        roles: { staff: true },
        plan_features: ['Studio'],
      }),
    ).toEqual({ id: 'u', plan: 'pro', isStaff: true, features: ['Studio'] });
    expect(viewerFromSession({ user: { id: 'u' } })).toEqual({
      id: 'u',
      plan: null,
      isStaff: false,
      features: null,
    });
  });

  it('staff may use audio-upload personas; so may holders of personas-audio-upload', () => {
    expect(canUseAudioUploadPersonas(staff, [])).toBe(true);
    expect(canUseAudioUploadPersonas(other, ['personas-audio-upload'])).toBe(true);
    expect(canUseAudioUploadPersonas(other, [])).toBe(false);
  });
});

describe('1-generation §4 Trash, publish and §6 owner rules', () => {
  const complete = wireClip();
  const trashed = wireClip({ is_trashed: true });
  const trashedRunning = wireClip({ is_trashed: true, status: 'streaming' });

  it('the owner is the clip user; staff may act on clips they do not own', () => {
    expect(isOwner(complete, owner)).toBe(true);
    expect(isOwner(complete, other)).toBe(false);
    expect(isOwner({ user_id: null }, owner)).toBe(false);
    expect(isOwnerOrStaff(complete, staff)).toBe(true);
    expect(isOwnerOrStaff(complete, other)).toBe(false);
  });

  it.each([
    ['publish: owner, complete, non-trashed', canPublish, [true, false, false, false]],
    ['move to trash: owner, not trashed', canTrash, [true, false, false, false]],
    ['restore: owner, trashed', canRestore, [false, true, true, false]],
    [
      'permanent delete: owner only, trashed and complete clips only',
      canDeletePermanently,
      [false, true, false, false],
    ],
  ] as const)('%s', (_rule, can, expected) => {
    expect([
      can(complete, owner),
      can(trashed, owner),
      can(trashedRunning, owner),
      can(complete, other),
    ]).toEqual(expected);
  });

  it('Allow Remixes is the owner’s, locked when the clip belongs to contests', () => {
    const inContest = wireClip({ metadata: { contest_ids: ['c1'] } });
    expect(belongsToContest(inContest)).toBe(true);
    expect(canToggleRemixes(complete, owner)).toBe(true);
    expect(canToggleRemixes(inContest, owner)).toBe(false);
    expect(canToggleRemixes(complete, other)).toBe(false);
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [null, false, false],
  ] as const)(
    'clip remixable only if can_remix and not trashed (can_remix %s, trashed %s → %s)',
    (canRemixFlag, isTrashed, remixable) => {
      const clip = wireClip({ is_trashed: isTrashed, metadata: { can_remix: canRemixFlag } });
      expect(isRemixable(clip)).toBe(remixable);
      expect(canRemix(clip, other)).toBe(remixable);
      expect(canRemix(clip, owner)).toBe(!isTrashed);
    },
  );
});

describe('1-generation §6 commercial rights', () => {
  it.each([
    ['pro', false, { eligible: true }],
    ['premier', false, { eligible: true }],
    ['free', false, { eligible: false, reason: 'not_paid_plan' }],
    [null, false, { eligible: false, reason: 'not_paid_plan' }],
    ['pro', true, { eligible: false, reason: 'remix_of_another_user' }],
  ] as const)(
    "only Pro and Premier songs are eligible; remixes of another user's song carry none (%s, remix %s)",
    (plan, remix, expected) => {
      expect(
        commercialRightsEligibility({ madeOnPlan: plan, remixOfAnotherUsersSong: remix }),
      ).toEqual(expected);
    },
  );
});

describe('2-studio §6 / 3-library-social §4 remix badge', () => {
  it.each([
    ['not a remix', false, null, owner, true, { show: false, hiddenHint: false }],
    ['a remix seen by another user', true, false, other, true, { show: true, hiddenHint: false }],
    ['a remix seen signed out', true, false, null, true, { show: true, hiddenHint: false }],
    ['the owner elsewhere', true, false, owner, false, { show: true, hiddenHint: false }],
    [
      'the owner on their profile, show_remix true',
      true,
      true,
      owner,
      true,
      { show: true, hiddenHint: false },
    ],
    [
      'the owner on their profile, show_remix false (hint)',
      true,
      false,
      owner,
      true,
      { show: false, hiddenHint: true },
    ],
  ] as const)('%s', (_case, isRemix, showRemix, viewer, onOwnProfile, expected) => {
    const clip = wireClip({ metadata: { is_remix: isRemix, show_remix: showRemix } });
    expect(remixBadge(clip, viewer, { onOwnProfile })).toEqual(expected);
  });

  it('parent clip and direct-children count are fetched only for signed-in users', () => {
    expect(canFetchRemixLineage(owner)).toBe(true);
    expect(canFetchRemixLineage(null)).toBe(false);
  });
});
