// The §9 keyboard map as session actions: a key event goes through the model's keyboard map
// (model/keyboard.ts) and becomes the session actions it stands for. Ignored while typing.
import {
  commandForKeyAction,
  keyToAction,
  type KeyAction,
  type KeyContext,
  type KeyInput,
} from '../model/keyboard';
import type { StudioProjectState } from '../model/types';
import type { SessionAction } from './actions';

/** A keydown as the session reads it: a DOM KeyboardEvent fits. */
export interface KeyEventLike extends KeyInput {
  /** Focus is in a text field; read from `target` when not given. */
  typing?: boolean;
  target?: unknown;
}

export interface KeyOutcome {
  /** The key's action, or null when it does nothing here (or while typing). */
  action: KeyAction | null;
  /** The session actions it ran (none when there was nothing to act on). */
  dispatched: SessionAction[];
  /** An action the host carries out (Enter: generate). */
  forHost: boolean;
}

const TEXT_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** A text field, a select or an editable element has the focus. */
export function isTypingTarget(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown };
  return (
    element.isContentEditable === true ||
    (typeof element.tagName === 'string' && TEXT_TAGS.has(element.tagName.toUpperCase()))
  );
}

/** The key's action through the model's keyboard map; null while typing. */
export function readKey(event: KeyEventLike, ctx: Omit<KeyContext, 'typing'>): KeyAction | null {
  return keyToAction(event, { ...ctx, typing: event.typing ?? isTypingTarget(event.target) });
}

/** The session actions of a key action (null: the host handles it). */
export function sessionActionsForKey(
  action: KeyAction,
  state: StudioProjectState | null,
): SessionAction[] | null {
  switch (action.kind) {
    case 'undo':
    case 'redo':
    case 'escape':
      return [{ type: action.kind }];
    case 'toggleFollow':
      return [{ type: 'follow/set' }];
    case 'grid':
      return [{ type: 'grid/step', step: action.step }];
    case 'copy':
    case 'cut':
    case 'paste':
      return [{ type: `clipboard/${action.kind}` }];
    case 'split':
      return [{ type: 'clip/split' }];
    case 'togglePlayback':
      return [{ type: 'transport/toggle' }];
    case 'toggleLayout':
      return [{ type: 'layout/toggle' }];
    case 'togglePanel':
      return [{ type: 'panel/toggle', panel: action.panel }];
    case 'moveFocus':
      return [{ type: 'focus/move', direction: action.direction }];
    case 'generate':
      return null;
    default: {
      const command = state === null ? null : commandForKeyAction(action, state);
      if (command === null) return [];
      return command.type === 'setSelection'
        ? [{ type: 'selection/set', selection: command.selection }]
        : [{ type: 'command', command }];
    }
  }
}
