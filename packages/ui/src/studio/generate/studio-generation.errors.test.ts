/**
 * Bad input (1-generation §8; 2-studio §4): a generation the server refuses (402, 429, 423, 451,
 * 424, 503) shows its catalogue message and leaves the selection and the project as they were:
 * the placeholder queued on Generate is removed again and nothing else changes.
 */
import { ApiError, describeGenerationError } from '@cadenza/sdk';
import {
  createProjectState,
  createStudioClip,
  createStudioSession,
  createTrack,
  planGeneration,
  sequentialIds,
} from '@cadenza/studio-engine';
import { createFakeClock } from '@cadenza/sdk/testing';
import { describe, expect, test } from 'vitest';
import { emptyForm, fixtureContext } from '../../create/fixtures/data';
import { StudioGeneration, type GenerationStore } from './studio-generation';

const REFUSALS = [
  [402, { detail: 'Insufficient credits.' }, 'Need at least 10 credits to create.'],
  [429, { detail: 'Too many requests' }, 'Too many requests.'],
  [423, { detail: 'Locked' }, 'Your account requires support assistance'],
  [451, { detail: 'Lyrics flagged' }, 'The lyrics do not meet our content guidelines'],
  [424, { detail: 'Upstream failed' }, 'An error occurred.'],
  [503, { detail: 'Elevated usage' }, 'We are seeing elevated usage.'],
] as const;

function refusedGeneration(status: number, body: unknown) {
  const clock = createFakeClock();
  const track = createTrack('t1', 'studio', {
    clips: [createStudioClip({ id: 'a', clipId: 'song-a', startBeats: 0, endBeats: 40 })],
  });
  const base = createProjectState(sequentialIds('x-'), 'studio', { tracks: [track] });
  const state = {
    ...base,
    selection: { ...base.selection, anchorBeats: 8, focusBeats: 24, trackIds: ['t1'] },
  };
  const session = createStudioSession({
    state,
    projectId: 'p1',
    clock,
    newId: sequentialIds('s-'),
    ports: { save: async () => ({ version_id: 'v1' }) },
  });
  const sdk = {
    mutate: async () => {
      throw new ApiError({ kind: 'http', status, body, operationId: 'generate' });
    },
    poller: { subscribe: () => () => undefined, clip: () => undefined, track: () => undefined },
    client: {},
  } as unknown as GenerationStore;
  const generation = new StudioGeneration({ session, sdk, clock, onUnheard: () => {} });
  return { session, generation, state };
}

describe('a refused generation leaves the selection and the project unchanged', () => {
  test.each(REFUSALS)('%i shows its catalogue message', async (status, body, message) => {
    const ctx = fixtureContext();
    const { session, generation } = refusedGeneration(status, body);
    const before = session.getSnapshot().project;
    const plan = planGeneration(before!, { mode: 'studio' });
    const form = {
      ...emptyForm('custom'),
      custom: { ...emptyForm('custom').custom, styles: 'lofi' },
    };
    const outcome = await generation.generate(plan, form, ctx);
    expect(outcome.status).toBe('failed');
    const error = (outcome as { error: ApiError }).error;
    const shown = describeGenerationError(error.status ?? 0, error.body, ctx);
    expect(shown.kind === 'toast' ? shown.title : shown.modal).toBe(message);
    const after = session.getSnapshot().project;
    expect(after?.tracks).toEqual(before?.tracks);
    expect(after?.selection).toEqual(before?.selection);
    generation.dispose();
    session.dispose();
  });
});
