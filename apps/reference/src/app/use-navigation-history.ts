// Navigation history (3-library-social §4: "keeps the last 5 entries"): every page the user
// opens is pushed to the persisted history (a repeat of the last entry is not added).
import { useEffect } from 'react';
import { usePersistedState } from '@cadenza/sdk/react';

export function useNavigationHistoryRecorder(path: string): void {
  const persisted = usePersistedState();
  useEffect(() => {
    persisted.pushNavigation(path);
  }, [persisted, path]);
}
