// Offline render in the browser: the project's plan played by the AudioWorklet processor inside
// an OfflineAudioContext. The processor gets the audio and the plan in its options, so it plays
// from the very first quantum: the same engine, the same quanta, the same samples as Node's
// renderProject.
import type { StudioProjectState } from '../model';
import { loadMessage, EngineNode, type WorkletHost } from '../worklet/node';
import type { ToProcessor } from '../worklet/protocol';
import { compilePlan } from './compile-plan';
import type { RenderOptions, RenderResult } from './offline';

export interface ContextRenderOptions extends Omit<RenderOptions, 'stems'> {
  /** URL of the bundled processor module. */
  moduleUrl: string;
  /** Makes the context (default: `new OfflineAudioContext`). */
  createContext?: (channels: number, frames: number, sampleRate: number) => OfflineAudioContext;
  host?: WorkletHost;
}

/** Renders a project from its start to its song end in an OfflineAudioContext. */
export async function renderProjectInContext(
  state: StudioProjectState,
  options: ContextRenderOptions,
): Promise<RenderResult> {
  const plan = compilePlan(state, options);
  plan.loop = { ...plan.loop, enabled: false };
  if (options.metronome !== true) plan.metronome = { ...plan.metronome, enabled: false };
  const frames = Math.max(1, plan.songEnd);
  const context = (options.createContext ?? ((c, f, r) => new OfflineAudioContext(c, f, r)))(
    2,
    frames,
    options.sampleRate,
  );
  const initial: ToProcessor[] = [];
  for (const [id, clip] of options.audio)
    initial.push(loadMessage(id, clip.sampleRate, clip.channels, clip.transients));
  initial.push({ type: 'plan', plan }, { type: 'play', from: 0 });
  const engine = await EngineNode.create(context, {
    moduleUrl: options.moduleUrl,
    initial,
    reportInterval: 0,
    ...(options.host === undefined ? {} : { host: options.host }),
  });
  engine.node.connect(context.destination);
  const buffer = await context.startRendering();
  engine.dispose();
  return {
    sampleRate: buffer.sampleRate,
    channels: [
      buffer.getChannelData(0),
      buffer.getChannelData(Math.min(1, buffer.numberOfChannels - 1)),
    ],
    stems: [],
  };
}
