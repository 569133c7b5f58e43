// createSection, replaceSection and extend queue a clip creation intent over the chosen range;
// the generated clip is placed there when the intent resolves (see intents.ts).
import { createIntent } from '../defaults';
import { REASONS } from '../messages';
import type { StudioProjectState } from '../types';
import { targetLane, withLane } from './lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './result';

export interface QueueSection {
  type: 'createSection' | 'replaceSection' | 'extend';
  trackId: string;
  takeLaneId?: string | null;
  startBeats: number;
  endBeats: number;
  name?: string;
  namePersists?: boolean;
  /** Generation requests already sent, waiting for their clip ids. */
  queuedGenerationIds?: string[];
  /** Clip ids already known. */
  possibleClipIds?: string[];
  /** Beats of the generated audio before the range (context) that the placed clip skips. */
  startTrimmedBeats?: number;
  endTrimmedBeats?: number;
}

export function queueSection(
  state: StudioProjectState,
  cmd: QueueSection,
  ctx: CommandContext,
): CommandResult {
  const ref = targetLane(state, cmd.trackId, cmd.takeLaneId);
  if ('ok' in ref) return ref;
  const trims = [cmd.startTrimmedBeats ?? 0, cmd.endTrimmedBeats ?? 0];
  if (
    !Number.isFinite(cmd.startBeats) ||
    !(cmd.endBeats > cmd.startBeats) ||
    !Number.isFinite(cmd.endBeats) ||
    trims.some((t) => !Number.isFinite(t) || t < 0)
  ) {
    return rejected(state, 'invalid', REASONS.emptyRange);
  }
  const intent = createIntent({
    id: ctx.newId(),
    startBeats: cmd.startBeats,
    endBeats: cmd.endBeats,
    startTrimmedBeats: trims[0] as number,
    endTrimmedBeats: trims[1] as number,
    possibleClipIds: cmd.possibleClipIds ?? [],
    queuedGenerationIds: cmd.queuedGenerationIds ?? [],
    name: cmd.name ?? '',
    namePersists: cmd.namePersists ?? false,
  });
  return applied(
    withLane(state, ref, (lane) => ({
      clipCreationIntents: [...lane.clipCreationIntents, intent],
    })),
  );
}
