/** Clip lifecycle messages (1-generation §4 Clip status), verbatim from the spec. */

export const CLIP_STUCK_MESSAGES = {
  title: 'A clip got stuck while generating.',
  description: 'No credits were used and you can retry.',
} as const;
