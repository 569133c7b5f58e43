// The studio's keyboard: every keydown goes through the session's §9 keyboard map (the engine's),
// which ignores keys while the user types in a field; a key the studio used has its default
// (scrolling, the browser's own shortcuts) prevented.
import { useEffect } from 'react';
import type { StudioSession } from '@cadenza/studio-engine';

export function useStudioKeys(session: StudioSession | null, onHostAction?: () => void): void {
  useEffect(() => {
    if (session === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const outcome = session.handleKey(event);
      if (outcome.action === null) return;
      event.preventDefault();
      if (outcome.forHost) onHostAction?.();
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [session, onHostAction]);
}
