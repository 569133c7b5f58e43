// The studio create panel's own wording (decided): the mode badge, the replace options' names
// ('Classic' and 'Fixed' are the spec's; 'Smart' names smart_infill), the end-selection choice,
// the placeholders and the take-lane controls.
import type { GenerateMode } from '@cadenza/studio-engine';

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
  noSelection:
    'Select a range on a track to generate there: drag on empty lane space, or Shift+drag over clips.',
  placeholder: (name: string) => (name === '' ? 'Generating…' : `Generating ${name}…`),
  placeholderSending: 'Sending…',
  audition: 'Audition',
  stopAudition: 'Stop audition',
  promote: 'Use this take',
  takeLane: (name: string) => `Take lane ${name}`,
} as const;
