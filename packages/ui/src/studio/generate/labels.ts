// The studio create panel's own wording (decided): the mode badge, the replace options' names
// ('Classic' and 'Fixed' are the spec's; 'Smart' names smart_infill), the end-selection choice,
// the placeholders, the take-lane controls and the selection used as a condition.
import type { GenerateMode, SelectionConditionType } from '@cadenza/studio-engine';

export const GENERATE_LABELS = {
  panel: 'Generate in the timeline',
  generate: 'Generate',
  mode: { replace: 'Replace', extend: 'Extend', create: 'Create' } satisfies Record<
    GenerateMode,
    string
  >,
  modeBadge: (mode: string, seconds: string) => `${mode} · ${seconds} s`,
  replaceOptions: 'Replace mode',
  replaceMode: { smart_infill: 'Smart', infill: 'Classic', fixed_infill: 'Fixed' },
  endSelection: 'At the end of the song',
  // The context-window option (2-studio §2) and its region on the timeline.
  contextWindow: 'Context window',
  showContextWindow: 'Show context window',
  contextWindowBeats: 'Context (beats)',
  contextWindowRegion: 'Context the generation listens to',
  noSelection:
    'Select a range on a track to generate there: drag on empty lane space, or Shift+drag over clips.',
  placeholder: (name: string) => (name === '' ? 'Generating…' : `Generating ${name}…`),
  placeholderSending: 'Sending…',
  audition: 'Audition',
  stopAudition: 'Stop audition',
  promote: 'Use this take',
  takeLane: (name: string) => `Take lane ${name}`,
  // The selection used as a condition (the four types are the spec's).
  useAsCondition: 'Use as condition',
  conditionType: {
    cover: 'Cover',
    extend: 'Extend',
    underpaint: 'Underpaint',
    overpaint: 'Overpaint',
  } satisfies Record<SelectionConditionType, string>,
  conditionPreparing: (type: string) => `Preparing the selection as ${type}…`,
  conditionReady: (type: string, title: string) =>
    title === '' ? `Condition: ${type} of the selection` : `Condition: ${type} of ${title}`,
} as const;
