// useStudioSession: one headless studio session per project request, its ports filled from the
// SDK's client and window.localStorage, read through useSyncExternalStore. The session is made
// and loaded in an effect and disposed (saving what is unsaved) when the request changes or the
// screen unmounts; a page unload saves too, unless the project is locked.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useCadenzaClient, useCadenzaClock } from '@cadenza/sdk/react';
import {
  createStudioSession,
  type LoadRequest,
  type SessionPorts,
  type StudioSession,
  type StudioSessionSnapshot,
} from '@cadenza/studio-engine';
import { browserLocalStore, createSdkSessionPorts } from './ports';

export interface StudioSessionHandle {
  session: StudioSession | null;
  snapshot: StudioSessionSnapshot | null;
}

/** A stable key of a load request (a new key opens a new session). */
export const loadRequestKey = (request: LoadRequest | null): string =>
  request === null
    ? ''
    : request.kind === 'clip'
      ? `clip:${request.clipId}`
      : request.kind === 'project'
        ? `project:${request.projectId}`
        : `version:${request.projectId}:${request.versionId}`;

const noSubscribe = () => () => {};
const noSnapshot = () => null;

/** The session's snapshot through useSyncExternalStore (null without a session). */
export function useSessionSnapshot(session: StudioSession | null): StudioSessionSnapshot | null {
  return useSyncExternalStore(
    session?.subscribe ?? noSubscribe,
    session?.getSnapshot ?? noSnapshot,
    session?.getSnapshot ?? noSnapshot,
  );
}

export interface UseStudioSessionOptions {
  /** Replaces the SDK ports (stories and tests). */
  ports?: SessionPorts;
}

export function useStudioSession(
  request: LoadRequest | null,
  options: UseStudioSessionOptions = {},
): StudioSessionHandle {
  const clock = useCadenzaClock();
  const client = useCadenzaClient();
  const [session, setSession] = useState<StudioSession | null>(null);
  const key = loadRequestKey(request);
  const { ports } = options;

  useEffect(() => {
    if (request === null) return;
    const created = createStudioSession({
      clock,
      ports: ports ?? createSdkSessionPorts({ client, localStore: browserLocalStore() }),
    });
    setSession(created);
    void created.load(request).then((opened) => {
      if (opened) created.loadMedia();
    });
    const onUnload = () => created.handleUnload();
    globalThis.addEventListener('pagehide', onUnload);
    return () => {
      globalThis.removeEventListener('pagehide', onUnload);
      created.dispose();
      setSession((current) => (current === created ? null : current));
    };
    // The request is keyed: a new key opens a new session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, clock, client, ports]);

  const snapshot = useSessionSnapshot(session);
  return { session, snapshot };
}
