// The versions of the open project this studio has seen: the one it opened and each one a save
// returned (2-studio.md §3 "Save response: version_id"), newest first. The spec lists no call
// that lists a project's versions, so the list is what the session knows; opening one goes to it
// by its id (project_version_id), locked to that version.
import { useEffect, useState } from 'react';
import type { Clock, StudioSessionSnapshot } from '@cadenza/studio-engine';

export interface KnownVersion {
  readonly versionId: string;
  /** When the studio saw it (ms, the injected clock). */
  readonly seenAt: number;
}

/** The list with `versionId` added on top, unless it is there already. */
export function withVersion(
  list: readonly KnownVersion[],
  versionId: string | null,
  seenAt: number,
): readonly KnownVersion[] {
  if (versionId === null || list.some((v) => v.versionId === versionId)) return list;
  return [{ versionId, seenAt }, ...list];
}

export function useProjectVersions(snapshot: StudioSessionSnapshot | null, clock: Clock) {
  const projectId = snapshot?.projectId ?? null;
  const versionId = snapshot?.versionId ?? null;
  const [known, setKnown] = useState<{ projectId: string | null; list: readonly KnownVersion[] }>({
    projectId: null,
    list: [],
  });
  useEffect(() => {
    setKnown((prev) => {
      const base = prev.projectId === projectId ? prev.list : [];
      const list = withVersion(base, versionId, clock.now());
      return list === prev.list && prev.projectId === projectId ? prev : { projectId, list };
    });
  }, [projectId, versionId, clock]);
  return { versions: known.projectId === projectId ? known.list : [], current: versionId } as const;
}
