// The studio session both Cadenza bench pages drive: the bench project on the system clock, saves
// answered at once, audio from `fetchAudio`.
import {
  createStudioSession,
  sequentialIds,
  systemClock,
  type SessionPorts,
  type StudioSession,
} from '@cadenza/studio-engine';

export const benchSession = (
  state: unknown,
  fetchAudio: NonNullable<SessionPorts['fetchAudio']>,
): StudioSession =>
  createStudioSession({
    state,
    projectId: 'bench',
    clock: systemClock,
    newId: sequentialIds('bench-'),
    ports: { save: async () => ({ version_id: 'bench-version' }), fetchAudio },
  });
