/**
 * Follow / Unfollow on a profile (POST /api/profiles/follow {handle, unfollow}): the button and
 * the follower count change at once and are put back, with an error toast, when the call fails;
 * the profile's next fetch replaces the local state.
 */
import { useCallback, useEffect, useState } from 'react';
import { ACTION_TOAST_MS, type components } from '@cadenza/sdk';
import { useCadenzaCalls } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast/Toaster';
import { PROFILE_LABELS } from '../labels';
import { followStateOf, toggledFollow, type FollowState } from '../profile-follow';

export function useProfileFollow(profile: components['schemas']['Profile']) {
  const calls = useCadenzaCalls();
  const toaster = useToaster();
  const [local, setLocal] = useState<FollowState | null>(null);
  useEffect(() => setLocal(null), [profile]);
  const shown = local ?? followStateOf(profile);

  const toggle = useCallback(() => {
    const next = toggledFollow(shown);
    setLocal(next);
    calls
      .mutate('followProfile', { body: { handle: profile.handle, unfollow: !next.following } })
      .catch(() => {
        setLocal(shown);
        toaster.show({
          kind: 'error',
          title: PROFILE_LABELS.followFailed,
          durationMs: ACTION_TOAST_MS,
        });
      });
  }, [shown, calls, toaster, profile.handle]);

  return { follow: shown, toggle } as const;
}
