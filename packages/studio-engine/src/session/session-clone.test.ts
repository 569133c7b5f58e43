// Cloning a locked project (2-studio.md §4: "Cloning needs a version id. A failed clone is logged
// and the button is re-enabled."; §8 'Failed to clone project', 'No project version ID available
// for cloning', 'Clone project function not available').
import { describe, expect, it } from 'vitest';
import { MESSAGES, STUDIO_ERRORS } from '../index';
import { savedProject, sessionKit } from './testing/session-kit';

const lock = { kind: 'not-owner' as const, versionId: 'v3' };

describe('session clone', () => {
  it('clones the open version and opens the copy unlocked', async () => {
    const asked: unknown[] = [];
    const { session, snap } = sessionKit({
      lock,
      versionId: 'v3',
      ports: {
        clone: async (request) => {
          asked.push(request);
          return { projectId: 'copy', title: 'Mine', state: savedProject(), versionId: 'c1' };
        },
      },
    });
    session.dispatch({ type: 'command', command: { type: 'addTrack' } });
    expect(snap().cloneOffer).toEqual(lock);
    expect(await session.clone('Mine')).toBe(true);
    expect(asked).toEqual([{ versionId: 'v3', title: 'Mine' }]);
    expect(snap()).toMatchObject({ projectId: 'copy', lock: null, cloneOffer: null });
    expect(session.dispatch({ type: 'command', command: { type: 'addTrack' } })).toEqual({
      ok: true,
    });
  });

  it(`without a version id: '${MESSAGES.noVersionForClone}'`, async () => {
    const { session, snap } = sessionKit({
      lock,
      versionId: null,
      ports: {
        clone: async () => {
          throw new Error('unreachable');
        },
      },
    });
    expect(await session.clone()).toBe(false);
    expect(snap().notices.map((n) => n.title)).toEqual([
      'No project version ID available for cloning',
    ]);
  });

  it(`without a clone port: '${STUDIO_ERRORS.cloneUnavailable}'`, async () => {
    const { session, snap } = sessionKit({ lock, versionId: 'v3' });
    expect(await session.clone()).toBe(false);
    expect(snap().notices.map((n) => n.title)).toEqual(['Clone project function not available']);
  });

  it(`a failed clone shows '${STUDIO_ERRORS.cloneProjectFailed}' and keeps the locked project`, async () => {
    const { session, snap } = sessionKit({
      lock,
      versionId: 'v3',
      ports: { clone: () => Promise.reject(new Error('500')) },
    });
    expect(await session.clone()).toBe(false);
    expect(snap().notices.map((n) => n.title)).toEqual(['Failed to clone project']);
    expect(snap()).toMatchObject({ status: 'ready', lock, projectId: 'p1' });
  });
});
