/**
 * Who may do what (1-generation §6; 2-studio §6; 3-library-social §6): the viewer, plan-feature
 * gating with its upsell, feature flags, owner and staff rules, commercial rights and the remix
 * badge. Pure functions; the session supplies the viewer.
 */
import type { components } from '../api/schema.gen';
import { PAID_PLAN_KEYS, type PlanKey } from './constants';

/** Plan features that gate actions; without one the upsell modal opens (1-generation §6). */
export type PlanFeature = components['schemas']['PlanFeature'];
/** Every feature flag the documents name (the wire's FeatureFlag enum). */
export type FeatureFlag = components['schemas']['FeatureFlag'];

// prettier-ignore
export const PLAN_FEATURES = [
  'EditMode', 'Studio', 'GetStems', 'Auk', 'V4', 'Persona', 'Remaster', 'VariationRemaster',
  'GenerateSongVideo', 'LongUploads', 'PLAYLIST_CONDITION',
] as const satisfies readonly PlanFeature[];

/**
 * What an upsell offers: a plan feature, or a paid plan where the spec names no feature
 * ('WAV needs a paid plan', 1-generation §6).
 */
export type Upsell = PlanFeature | 'PaidPlan';

/** Flags as a session may carry them: a list, a set, or a name → on/off record. */
export type FlagSource =
  readonly string[] | ReadonlySet<string> | Readonly<Record<string, boolean | null | undefined>>;

/** Whether a flag (or plan feature) is on in a flag source. */
export function hasFlag(source: FlagSource | null | undefined, name: string): boolean {
  if (source == null) return false;
  if (source instanceof Set) return source.has(name);
  if (Array.isArray(source)) return source.includes(name);
  return (source as Readonly<Record<string, boolean | null | undefined>>)[name] === true;
}

/** The signed-in user as the rules see them. */
export interface Viewer {
  readonly id: string;
  /** Plan key; null or absent is an unset subscription (treated as Free). */
  readonly plan?: PlanKey | null;
  readonly isStaff?: boolean;
  /** Plan features the session grants; absent means the plan's (PLAN_FEATURES_BY_PLAN). */
  readonly features?: FlagSource | null;
}

/** A clip as the ownership rules need it. */
export interface OwnedClip {
  readonly user_id?: string | null;
}

export const isOwner = (clip: OwnedClip, viewer: Viewer): boolean =>
  clip.user_id != null && clip.user_id === viewer.id;

export const isStaff = (viewer: Viewer): boolean => viewer.isStaff === true;

export const isOwnerOrStaff = (clip: OwnedClip, viewer: Viewer): boolean =>
  isOwner(clip, viewer) || isStaff(viewer);

/** Pro or Premier. */
export const isPaidPlan = (viewer: Viewer): boolean =>
  viewer.plan != null && (PAID_PLAN_KEYS as readonly string[]).includes(viewer.plan);

/**
 * Plan features by plan, used when the session does not list them. Decided (not in
 * constants.ts): 1-generation §1 'Paid plans unlock several actions (editor, studio, stems, WAV,
 * persona, remaster, video, longer uploads)' and §6 'Persona needs Pro or Premier', so Pro and
 * Premier carry every feature and Free none (Free V4 use goes through the free counters).
 */
export const PLAN_FEATURES_BY_PLAN: Readonly<Record<PlanKey, readonly PlanFeature[]>> = {
  free: [],
  pro: PLAN_FEATURES,
  premier: PLAN_FEATURES,
};

/** Whether the viewer has a plan feature: from the session's list, else from the plan. */
export const hasPlanFeature = (viewer: Viewer, feature: PlanFeature): boolean =>
  viewer.features != null
    ? hasFlag(viewer.features, feature)
    : PLAN_FEATURES_BY_PLAN[viewer.plan ?? 'free'].includes(feature);

/** A gate's answer: allowed, or the upsell to open instead. */
export type Gate =
  { readonly allowed: true } | { readonly allowed: false; readonly upsell: Upsell };

const ALLOWED: Gate = { allowed: true };

/** Plan-feature gating: allowed with the feature, otherwise the upsell for it. */
export function gateFeature(viewer: Viewer, feature: PlanFeature): Gate {
  return hasPlanFeature(viewer, feature) ? ALLOWED : { allowed: false, upsell: feature };
}

/** Paid-plan gating (WAV; Remaster 'requires a subscription'). */
export function gatePaidPlan(viewer: Viewer): Gate {
  return isPaidPlan(viewer) ? ALLOWED : { allowed: false, upsell: 'PaidPlan' };
}

/** Staff and the personas-audio-upload flag may make personas from audio uploads. */
export const canUseAudioUploadPersonas = (viewer: Viewer, flags: FlagSource): boolean =>
  isStaff(viewer) || hasFlag(flags, 'personas-audio-upload');

/** A clip as the clip-action rules need it. */
export interface ActionClip extends OwnedClip {
  readonly status?: string | null;
  readonly is_trashed?: boolean | null;
  readonly metadata?: {
    readonly can_remix?: boolean | null;
    readonly contest_ids?: readonly string[] | null;
  } | null;
}

const isComplete = (clip: ActionClip): boolean => clip.status === 'complete';
const isTrashed = (clip: ActionClip): boolean => clip.is_trashed === true;

/** Publish and unpublish: owner, complete, non-trashed clip (1-generation §4). */
export const canPublish = (clip: ActionClip, viewer: Viewer): boolean =>
  isOwner(clip, viewer) && isComplete(clip) && !isTrashed(clip);

/** Move to trash: the owner, on a clip not yet trashed. */
export const canTrash = (clip: ActionClip, viewer: Viewer): boolean =>
  isOwner(clip, viewer) && !isTrashed(clip);

/** Restore to library: the owner, on a trashed clip. */
export const canRestore = (clip: ActionClip, viewer: Viewer): boolean =>
  isOwner(clip, viewer) && isTrashed(clip);

/** Permanent delete: owner only, trashed and complete clips only (1-generation §4). */
export const canDeletePermanently = (clip: ActionClip, viewer: Viewer): boolean =>
  isOwner(clip, viewer) && isTrashed(clip) && isComplete(clip);

/** The clip belongs to contests (it carries contest ids). */
export const belongsToContest = (clip: ActionClip): boolean =>
  (clip.metadata?.contest_ids?.length ?? 0) > 0;

/** Allow Remixes: owner only, locked when the clip belongs to contests (1-generation §5). */
export const canToggleRemixes = (clip: ActionClip, viewer: Viewer): boolean =>
  isOwner(clip, viewer) && !belongsToContest(clip);

/** Clip remixable only if can_remix and not trashed (1-generation §5). */
export const isRemixable = (clip: ActionClip): boolean =>
  clip.metadata?.can_remix === true && !isTrashed(clip);

/**
 * Whether the viewer may remix the clip: a clip they own (not trashed) is always theirs to
 * remix; anyone else's needs can_remix.
 */
export const canRemix = (clip: ActionClip, viewer: Viewer): boolean =>
  isOwner(clip, viewer) ? !isTrashed(clip) : isRemixable(clip);

/** Input of the commercial-rights rule. */
export interface CommercialRightsInput {
  /** The plan the song was made on. */
  readonly madeOnPlan: PlanKey | null | undefined;
  /** The song is a remix of another user's song. */
  readonly remixOfAnotherUsersSong: boolean;
}

export type CommercialRightsIneligibleReason = 'not_paid_plan' | 'remix_of_another_user';

/**
 * Commercial rights (1-generation §6): only Pro and Premier songs are eligible; remixes of
 * another user's song carry none.
 */
export function commercialRightsEligibility(
  input: CommercialRightsInput,
):
  | { readonly eligible: true }
  | { readonly eligible: false; readonly reason: CommercialRightsIneligibleReason } {
  if (input.remixOfAnotherUsersSong) return { eligible: false, reason: 'remix_of_another_user' };
  if (input.madeOnPlan == null || !(PAID_PLAN_KEYS as readonly string[]).includes(input.madeOnPlan))
    return { eligible: false, reason: 'not_paid_plan' };
  return { eligible: true };
}

/** A clip as the remix badge needs it. */
export interface RemixBadgeClip extends OwnedClip {
  readonly metadata?: {
    readonly is_remix?: boolean | null;
    readonly show_remix?: boolean | null;
  } | null;
}

/**
 * Remix badge (1-generation §6 via 2-studio §6; 3-library-social §4): shown if the clip is a
 * remix; for an owner viewing their own profile only when show_remix is true, with a hint when
 * it is hidden.
 */
export function remixBadge(
  clip: RemixBadgeClip,
  viewer: Viewer | null,
  place: { readonly onOwnProfile: boolean },
): { readonly show: boolean; readonly hiddenHint: boolean } {
  const isRemix = clip.metadata?.is_remix === true;
  if (!isRemix) return { show: false, hiddenHint: false };
  const ownerOnOwnProfile = place.onOwnProfile && viewer != null && isOwner(clip, viewer);
  if (!ownerOnOwnProfile) return { show: true, hiddenHint: false };
  const show = clip.metadata?.show_remix === true;
  return { show, hiddenHint: !show };
}

/** The wire Session fields a viewer is made of. */
export interface ViewerSession {
  readonly user: { readonly id: string };
  readonly plan?: PlanKey | null;
  readonly isStaff?: boolean;
  readonly roles?: { readonly staff?: boolean } | null;
  readonly plan_features?: readonly string[] | null;
}

/** The viewer of a wire session (staff from isStaff or roles.staff). */
export const viewerFromSession = (session: ViewerSession): Viewer => ({
  id: session.user.id,
  plan: session.plan ?? null,
  isStaff: session.isStaff === true || session.roles?.staff === true,
  features: session.plan_features ?? null,
});

/** Parent clip and direct-children count are fetched only for signed-in users (3 §6). */
export const canFetchRemixLineage = (viewer: Viewer | null): boolean => viewer != null;
