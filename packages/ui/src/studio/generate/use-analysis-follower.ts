// The downbeats of new clips, for React: one AnalysisFollower per open session, on the SDK's
// client and clock; a failed fetch shows its message as an error notice.
import { useEffect } from 'react';
import { notice } from '@cadenza/sdk';
import { useCadenzaClient, useCadenzaClock, useShowNotice } from '@cadenza/sdk/react';
import { fetchDownbeats } from '@cadenza/sdk/store';
import { STUDIO_ERROR_TOAST_MS, type StudioSession } from '@cadenza/studio-engine';
import { AnalysisFollower } from './analysis-follower';

export function useAnalysisFollower(session: StudioSession | null): void {
  const client = useCadenzaClient();
  const clock = useCadenzaClock();
  const showNotice = useShowNotice();
  useEffect(() => {
    if (session === null) return;
    const follower = new AnalysisFollower({
      session,
      fetchDownbeats: (clipId, signal) => fetchDownbeats(clipId, { client, clock, signal }),
      onFailed: (_clipId, message) => showNotice(notice('error', message, STUDIO_ERROR_TOAST_MS)),
    });
    follower.start();
    return () => follower.dispose();
  }, [session, client, clock, showNotice]);
}
