// What each contestant of the timeline bench provides to the page's driver.
import type { ScriptSteps } from './frames';

export interface Contestant extends ScriptSteps {
  /**
   * Mounts the 16-track project from the sources' bytes (the data has arrived when this is
   * called); resolves with the time (performance.now()) the timeline with its waveforms was
   * painted.
   */
  open(root: HTMLElement, sources: ReadonlyMap<string, ArrayBuffer>): Promise<number>;
  /** A point (client px) on a clip's body that a drag can start from, when the contestant has one. */
  dragPoint?(): { x: number; y: number } | null;
  /** Contestant-specific memory figures in bytes (the mip-map pages, say). */
  memory?(): Record<string, number>;
}

/** The decode both contestants use: the browser's decodeAudioData. */
export async function decodeBytes(bytes: ArrayBuffer): Promise<AudioBuffer> {
  const context = new OfflineAudioContext(1, 1, 48000);
  return context.decodeAudioData(bytes.slice(0));
}
