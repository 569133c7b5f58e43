// Generating inside the timeline, framework-free (2-studio §4): Generate queues a clip creation
// intent over the range at once (the placeholder), then sends the request; the answer's clip ids
// join the intent, the clip engine's polling (or a reload's lookup) reports their statuses, and
// a complete or streaming candidate is placed, the others in new take lanes marked unheard, and a
// placed clip stays marked streaming until its clip completes (followed the same way). A
// generation that errors removes its candidate (the clip engine shows 'Error generating clip'
// once per clip id); a start the server refuses removes the intent (the store shows the error's
// catalogue message) and leaves the project as it was; an intent is abandoned after 60 s.
import type { CreateFormState, GenerateRequest, RulesContext } from '@cadenza/sdk';
import type { ApiClient, Clip } from '@cadenza/sdk/store';
import type { AlignedClipLookup, CadenzaCalls, ClipTracker } from '@cadenza/sdk/react';
import {
  IntentTimeouts,
  MESSAGES,
  intentIds,
  locateIntent,
  streamingClipIds,
  type Clock,
  type GeneratedClipInfo,
  type GeneratePlan,
  type QueueSection,
  type StudioProjectState,
  type StudioSession,
} from '@cadenza/studio-engine';
import { alignedClipsQuery, alignOverrides } from './aligned-overrides';
import { timelineGenerationRequest } from './timeline-request';

/** The SDK pieces a generation uses: the store's calls, the clip engine's polling, the client. */
export interface GenerationStore {
  readonly mutate: CadenzaCalls['mutate'];
  readonly poller: ClipTracker;
  readonly client: ApiClient;
  /** The aligned-clip lookups (aligned_clips, aligned_clip_siblings); none: overrides as planned. */
  readonly lookupAligned?: AlignedClipLookup;
}

export interface StudioGenerationDeps {
  readonly session: StudioSession;
  readonly sdk: GenerationStore;
  readonly clock: Clock;
  /** New take lanes holding extra results: marked unheard (a stored preference). */
  readonly onUnheard: (takeLaneIds: readonly string[]) => void;
  readonly newId?: () => string;
}

export type GenerateOutcome =
  | { readonly status: 'queued'; readonly intentId: string; readonly clipIds: readonly string[] }
  | { readonly status: 'blocked'; readonly message: string | null }
  | { readonly status: 'failed'; readonly error: unknown };

const READY = new Set(['complete', 'streaming', 'error']);

let counter = 0;
const defaultId = () => `gen-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** The intent waiting for a generation id, wherever it sits. */
function intentForGeneration(state: StudioProjectState, generationId: string): string | null {
  for (const id of intentIds(state)) {
    if (locateIntent(state, id)?.intent.queuedGenerationIds.includes(generationId)) return id;
  }
  return null;
}

/**
 * Every candidate clip id of the project's intents, and the placed clips still marked streaming
 * (their completion makes them playable).
 */
function candidateIds(state: StudioProjectState): string[] {
  const intents = intentIds(state).flatMap(
    (id) => locateIntent(state, id)?.intent.possibleClipIds ?? [],
  );
  return [...new Set([...intents, ...streamingClipIds(state)])];
}

const infoOf = (clip: Clip): GeneratedClipInfo => ({
  id: clip.id,
  status: clip.status,
  ...(clip.title == null ? {} : { title: clip.title }),
  metadata: {
    type: clip.metadata.type,
    error_message: clip.metadata.error_message ?? null,
    duration: clip.metadata.duration,
  },
});

const laneIds = (state: StudioProjectState) =>
  new Set(state.tracks.flatMap((t) => t.takeLanes.map((l) => l.id)));

export class StudioGeneration {
  readonly #deps: StudioGenerationDeps;
  readonly #timeouts: IntentTimeouts;
  readonly #looked = new Set<string>();
  #unsubscribe: (() => void)[] = [];

  constructor(deps: StudioGenerationDeps) {
    this.#deps = deps;
    this.#timeouts = new IntentTimeouts(deps.clock, (intentId) =>
      deps.session.dispatch({ type: 'command', command: { type: 'abandonIntent', intentId } }),
    );
  }

  /** Follows the session (timeouts, a reload's intents) and the clip engine's polling. */
  start(): void {
    const { session, sdk } = this.#deps;
    this.#unsubscribe = [
      session.subscribe(() => this.#sync()),
      sdk.poller.subscribe((event) => {
        if (event.type === 'clips') this.resolve();
      }),
    ];
    this.#sync();
  }

  #sync(): void {
    const state = this.#deps.session.getSnapshot().project;
    if (state === null) return;
    this.#timeouts.sync(state);
    this.#lookUp(state);
  }

  /** Candidates the clip engine does not follow (an intent saved before a reload): fetched once. */
  #lookUp(state: StudioProjectState): void {
    const { sdk } = this.#deps;
    const unknown = candidateIds(state).filter(
      (id) => !this.#looked.has(id) && sdk.poller.clip(id) === undefined,
    );
    if (unknown.length === 0) return;
    unknown.forEach((id) => this.#looked.add(id));
    void sdk.client
      .call('getFeedV2', { query: { ids: unknown.join(',') } })
      .then(({ clips }) => {
        sdk.poller.track(clips);
        this.resolve(clips);
      })
      .catch(() => undefined);
  }

  /** Places what can be placed: candidates now complete, streaming or failed. */
  resolve(extra: readonly Clip[] = []): void {
    const { session, sdk } = this.#deps;
    const state = session.getSnapshot().project;
    if (state === null) return;
    const given = new Map(extra.map((clip) => [clip.id, clip]));
    const candidates = candidateIds(state);
    const infos = candidates
      .map((id) => sdk.poller.clip(id) ?? given.get(id))
      .filter((clip): clip is Clip => clip !== undefined)
      .map(infoOf);
    if (!infos.some((info) => READY.has(info.status))) return;
    const before = laneIds(state);
    const noticesBefore = new Set(session.getSnapshot().notices.map((n) => n.id));
    session.dispatch({ type: 'command', command: { type: 'resolveIntents', clips: infos } });
    const after = session.getSnapshot();
    // The clip engine already shows 'Error generating clip' once per clip id.
    for (const notice of after.notices) {
      if (!noticesBefore.has(notice.id) && notice.title === MESSAGES.errorGeneratingClip)
        session.dispatch({ type: 'notice/dismiss', id: notice.id });
    }
    const fresh = (after.project?.tracks ?? []).flatMap((t) =>
      t.takeLanes.filter(
        (l) => !before.has(l.id) && l.clips.some((c) => candidates.includes(c.clipId ?? '')),
      ),
    );
    if (fresh.length > 0) this.#deps.onUnheard(fresh.map((l) => l.id));
  }

  /** Generate: the placeholder first, then the request; refused starts leave no trace. */
  async generate(
    plan: GeneratePlan,
    form: CreateFormState,
    ctx: RulesContext,
  ): Promise<GenerateOutcome> {
    const snapshot = this.#deps.session.getSnapshot();
    if (plan.queue === null) return { status: 'blocked', message: plan.blocked };
    const built = timelineGenerationRequest(plan, form, ctx, { projectId: snapshot.projectId });
    if (!built.ok) return { status: 'blocked', message: built.message };
    const align = this.#aligner(plan);
    return this.send(plan.queue, built.request, form.custom.title.trim(), align);
  }

  /** After the placeholder: the aligned-clip lookups fill the request's metadata overrides. */
  #aligner(plan: GeneratePlan): ((request: GenerateRequest) => Promise<GenerateRequest>) | null {
    const lookup = this.#deps.sdk.lookupAligned;
    const metadata = plan.fields?.metadata ?? {};
    const query = alignedClipsQuery(metadata);
    if (lookup === undefined || Object.keys(query).length === 0) return null;
    const source = metadata.override_history_clip_id ?? metadata.override_future_clip_id ?? null;
    return async (request) => {
      const found = await lookup(query, source);
      return { ...request, metadata: { ...request.metadata, ...alignOverrides(metadata, found) } };
    };
  }

  /**
   * Queues the intent over `queue`'s range, then sends `request` (a timeline generation, or the
   * form's own request conditioned on a rendered selection); its clips land in the range.
   */
  async send(
    queue: QueueSection,
    request: GenerateRequest,
    title: string,
    prepare: ((request: GenerateRequest) => Promise<GenerateRequest>) | null = null,
  ): Promise<GenerateOutcome> {
    const { session, sdk } = this.#deps;
    const generationId = (this.#deps.newId ?? defaultId)();
    const queued = session.dispatch({
      type: 'command',
      command: {
        ...queue,
        queuedGenerationIds: [generationId],
        name: title,
        namePersists: title !== '',
      },
    });
    const state = session.getSnapshot().project;
    const intentId = state === null ? null : intentForGeneration(state, generationId);
    if (!queued.ok || intentId === null) return { status: 'blocked', message: null };
    try {
      const body = prepare === null ? request : await prepare(request);
      const answer = await sdk.mutate('generate', { body });
      const clipIds = answer.clips.map((clip) => clip.id);
      session.dispatch({
        type: 'command',
        command: { type: 'attachGeneration', intentId, generationId, clipIds },
      });
      this.resolve(answer.clips);
      return { status: 'queued', intentId, clipIds };
    } catch (error) {
      session.dispatch({ type: 'command', command: { type: 'abandonIntent', intentId } });
      return { status: 'failed', error };
    }
  }

  dispose(): void {
    this.#unsubscribe.forEach((off) => off());
    this.#unsubscribe = [];
    this.#timeouts.dispose();
  }
}
