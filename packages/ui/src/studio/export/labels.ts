// The export dialog's words (decided here: the spec names the formats, not the dialog).
export const EXPORT_LABELS = {
  open: 'Export',
  title: 'Export project',
  description: 'Render the project to WAV on this device.',
  what: 'What to export',
  mixdown: 'Mixdown (one WAV)',
  stems: 'Stems (a zip of one WAV per track)',
  format: 'WAV format',
  pcm16: '16-bit PCM',
  float32: '32-bit float',
  export: 'Export',
  exporting: 'Exporting…',
  progress: 'Export progress',
  cancel: 'Cancel',
  failed: 'Export failed. Please try again.',
  empty: 'Nothing to export: the project has no clips.',
} as const;
