// Loading (2-studio.md §4 Projects, §5 Project state and clip normalisation) through the session.
import { describe, expect, it } from 'vitest';
import { MESSAGES, REASONS, STUDIO_ERRORS, type StudioProjectState } from '../index';
import type { LoadedProject, LoadRequest } from './ports';
import { savedProject, sessionKit, settle, spansOf } from './testing/session-kit';

const move = { type: 'moveClip', clipId: 'c1', startBeats: 20 } as const;

describe('createStudioSession: loading', () => {
  it.each(['timing', 'tracks', 'selection'] as const)(
    "a project state without %s shows 'Invalid project state format' and nothing is loaded",
    (key) => {
      const { [key]: _gone, ...broken } = savedProject();
      const { snap, session } = sessionKit({ state: broken });
      expect(snap()).toMatchObject({
        status: 'invalid',
        error: { kind: 'error', title: 'Invalid project state format' },
        project: null,
      });
      expect(MESSAGES.invalidProjectState).toBe('Invalid project state format');
      expect(session.dispatch({ type: 'command', command: move })).toEqual({
        ok: false,
        code: 'not-loaded',
        reason: REASONS.notLoaded,
      });
      expect(snap().project).toBeNull();
    },
  );

  it('loading normalises the saved state: clamps, overlaps trimmed, and a report of repairs', () => {
    const raw = savedProject([
      [
        [0, 8, { transposition: 30 }],
        [4, 12],
      ],
    ]);
    const { snap } = sessionKit({ state: raw });
    expect(snap().status).toBe('ready');
    expect(snap().project?.tracks[0]?.clips[0]?.transposition).toBe(24);
    expect(spansOf(snap().project)).toEqual([
      ['c1', 0, 8],
      ['c2', 8, 12],
    ]);
    expect(snap().report?.trimmedClipIds).toEqual(['c2']);
  });

  it('a newly created project starts with one track', () => {
    const { snap } = sessionKit({ state: savedProject([]), isNew: true });
    expect(snap().project?.tracks).toHaveLength(1);
  });

  it('edit mode keeps only the first track (one-track mode)', () => {
    const { snap, session } = sessionKit({ mode: 'edit' });
    expect(snap().project?.tracks.map((t) => t.id)).toEqual(['t1']);
    expect(
      session.dispatch({ type: 'command', command: { type: 'removeTrack', trackId: 't1' } }),
    ).toMatchObject({ ok: false });
  });

  it('load fetches through the port, shows loading, then the normalised project', async () => {
    const requests: LoadRequest[] = [];
    let answer: (project: LoadedProject) => void = () => undefined;
    const { snap, session } = sessionKit({
      state: undefined,
      ports: {
        load: (request) => {
          requests.push(request);
          return new Promise((resolve) => (answer = resolve));
        },
      },
    });
    expect(snap().status).toBe('empty');
    const loading = session.load({ kind: 'clip', clipId: 'gen-1' });
    expect(snap().status).toBe('loading');
    answer({ projectId: 'p9', title: 'Song', state: savedProject(), versionId: 'v7' });
    expect(await loading).toBe(true);
    expect(requests).toEqual([{ kind: 'clip', clipId: 'gen-1' }]);
    expect(snap()).toMatchObject({ status: 'ready', projectId: 'p9', versionId: 'v7' });
  });

  it("a failed load shows 'Failed to load project' / 'Please try again later.'", async () => {
    const { snap, session } = sessionKit({
      state: undefined,
      ports: { load: () => Promise.reject(new Error('500')) },
    });
    expect(await session.load({ kind: 'project', projectId: 'p1' })).toBe(false);
    expect(snap()).toMatchObject({
      status: 'failed',
      project: null,
      error: { title: 'Failed to load project', description: 'Please try again later.' },
    });
    expect(STUDIO_ERRORS.loadProjectFailed).toBe('Failed to load project');
  });

  it('a load port may reject with the notice to show (a missing version)', async () => {
    const notice = {
      kind: 'error' as const,
      title: STUDIO_ERRORS.loadVersionFailed,
      description: STUDIO_ERRORS.versionNotFound,
      durationMs: 5000,
    };
    const { snap, session } = sessionKit({
      state: undefined,
      ports: { load: () => Promise.reject({ notice }) },
    });
    await session.load({ kind: 'version', projectId: 'p1', versionId: 'gone' });
    expect(snap().error).toEqual(notice);
  });

  it("a loaded state without timing shows 'Invalid project state format' and drops the old project", async () => {
    const { timing: _t, ...broken } = savedProject();
    const { snap, session } = sessionKit({
      ports: {
        load: async () => ({ projectId: 'p2', title: 'x', state: broken as StudioProjectState }),
      },
    });
    expect(snap().status).toBe('ready');
    expect(await session.load({ kind: 'project', projectId: 'p2' })).toBe(false);
    await settle();
    expect(snap()).toMatchObject({
      status: 'invalid',
      project: null,
      error: { title: MESSAGES.invalidProjectState },
    });
  });
});
