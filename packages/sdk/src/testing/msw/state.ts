/**
 * The in-memory service behind the stateful MSW handlers: clips that move through submitted,
 * queued, streaming and complete on the clock (the mock server's timings), the session and its
 * credits, lyrics jobs and WAV/opus conversions; tests can force a clip's status and read the
 * log of requests.
 */
import { systemClock, type Clock, type components, type OperationId } from '@cadenza/sdk';
import {
  CLIPS_PER_GENERATION,
  CREDITS_PER_GENERATION,
  MOCK_CLIP_QUEUED_MS,
  MOCK_CLIP_STREAMING_MS,
  MOCK_CLIP_SUBMITTED_MS,
  MOCK_LYRICS_JOB_MS,
  MOCK_OPUS_CONVERSION_MS,
  MOCK_WAV_CONVERSION_MS,
} from '@cadenza/sdk';
import { makeClip, makeSession, type DeepPartial } from '../factories';

type Clip = components['schemas']['Clip'];
type ClipStatus = components['schemas']['ClipStatus'];

export interface MockRequest {
  readonly id: OperationId;
  readonly method: string;
  readonly url: string;
  /** When it came, on the state's clock. */
  readonly at: number;
}

export interface MockState {
  readonly clock: Clock;
  session: components['schemas']['Session'];
  /** The user's playlists, newest first (built from the schema when first read, unless set). */
  playlists?: components['schemas']['Playlist'][];
  /** The user's saved prompts, newest first (built from the schema when first read, unless set). */
  prompts?: components['schemas']['SavedPrompt'][];
  readonly requests: MockRequest[];
  /** Stores clips as they are (their status does not move unless `live` is set). */
  putClips(clips: readonly Clip[], options?: { live?: boolean }): void;
  /**
   * New generation clips, status submitted, moving on the clock; a repeated transaction_uuid
   * answers the clips it made before, charged once (as the mock server does).
   */
  generateClips(body: DeepPartial<components['schemas']['GenerateRequest']>): Clip[];
  /** A clip as it is now, or undefined. */
  clip(id: string): Clip | undefined;
  clips(): Clip[];
  updateClip(id: string, change: (clip: Clip) => Clip): Clip | undefined;
  /** Pins a clip's status (e.g. error with a message) from now on. */
  setClipStatus(id: string, status: ClipStatus, metadata?: DeepPartial<Clip['metadata']>): void;
  startJob(kind: 'lyrics' | 'wav' | 'opus', key: string): void;
  /** True once a job started with `startJob` has had its mock duration. */
  jobDone(kind: 'lyrics' | 'wav' | 'opus', key: string): boolean | undefined;
  requestsOf(id: OperationId): MockRequest[];
}

const JOB_MS = {
  lyrics: MOCK_LYRICS_JOB_MS,
  wav: MOCK_WAV_CONVERSION_MS,
  opus: MOCK_OPUS_CONVERSION_MS,
};

/** The mock server's lifecycle at speed 1: submitted, queued, streaming, complete. */
export function statusAfter(elapsedMs: number): ClipStatus {
  if (elapsedMs < MOCK_CLIP_SUBMITTED_MS) return 'submitted';
  if (elapsedMs < MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS) return 'queued';
  if (elapsedMs < MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS + MOCK_CLIP_STREAMING_MS)
    return 'streaming';
  return 'complete';
}

export function createMockState(
  options: { clock?: Clock; session?: DeepPartial<components['schemas']['Session']> } = {},
): MockState {
  const clock = options.clock ?? systemClock;
  const stored = new Map<string, { clip: Clip; startedAt: number | null }>();
  const jobs = new Map<string, number>();
  let generated = 0;
  const transactions = new Map<string, readonly string[]>();

  const current = (id: string): Clip | undefined => {
    const entry = stored.get(id);
    if (!entry) return undefined;
    if (entry.startedAt === null) return entry.clip;
    return { ...entry.clip, status: statusAfter(clock.now() - entry.startedAt) };
  };

  const state: MockState = {
    clock,
    session: makeSession(options.session),
    requests: [],
    putClips(clips, putOptions = {}) {
      for (const clip of clips)
        stored.set(clip.id, { clip, startedAt: putOptions.live ? clock.now() : null });
    },
    generateClips(body) {
      const repeated = body.transaction_uuid ? transactions.get(body.transaction_uuid) : undefined;
      if (repeated)
        return repeated.map((id) => current(id)).filter((c): c is Clip => c !== undefined);
      const created: Clip[] = [];
      for (let i = 0; i < CLIPS_PER_GENERATION; i += 1) {
        generated += 1;
        created.push(
          makeClip(
            {
              id: `gen-${generated}`,
              title: body.title ?? `Generated ${generated}`,
              status: 'submitted',
              user_id: state.session.user.id,
              user_handle: state.session.user.handle,
              created_at: new Date(clock.now()).toISOString(),
              metadata: {
                type: 'gen',
                tags: body.tags ?? null,
                prompt: body.prompt ?? null,
                duration: null,
              },
            },
            { now: clock.now() },
          ),
        );
      }
      state.putClips(created, { live: true });
      if (body.transaction_uuid)
        transactions.set(
          body.transaction_uuid,
          created.map((clip) => clip.id),
        );
      const credits = state.session.credits;
      state.session = {
        ...state.session,
        credits: { ...credits, credits_left: credits.credits_left - CREDITS_PER_GENERATION },
      };
      return created.map((clip) => current(clip.id) ?? clip);
    },
    clip: current,
    clips: () =>
      [...stored.keys()]
        .map((id) => current(id))
        .filter((clip): clip is Clip => clip !== undefined),
    updateClip(id, change) {
      const clip = current(id);
      const entry = stored.get(id);
      if (!clip || !entry) return undefined;
      const next = change(clip);
      stored.set(id, {
        clip: next,
        startedAt:
          entry.startedAt === null ? null : next.status === clip.status ? entry.startedAt : null,
      });
      return current(id);
    },
    setClipStatus(id, status, metadata) {
      const entry = stored.get(id);
      if (!entry) return;
      stored.set(id, {
        clip: {
          ...entry.clip,
          status,
          metadata: { ...entry.clip.metadata, ...(metadata as Partial<Clip['metadata']>) },
        },
        startedAt: null,
      });
    },
    startJob(kind, key) {
      if (!jobs.has(`${kind}:${key}`)) jobs.set(`${kind}:${key}`, clock.now());
    },
    jobDone(kind, key) {
      const started = jobs.get(`${kind}:${key}`);
      return started === undefined ? undefined : clock.now() - started >= JOB_MS[kind];
    },
    requestsOf: (id) => state.requests.filter((request) => request.id === id),
  };
  return state;
}
