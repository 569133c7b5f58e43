/** The context window on the timeline: the shaded region either side of the selection. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const side = style({
  position: 'absolute',
  pointerEvents: 'none',
  background: `color-mix(in srgb, ${vars.color.accent} 14%, transparent)`,
  borderTop: `1px dashed color-mix(in srgb, ${vars.color.accent} 60%, transparent)`,
  borderBottom: `1px dashed color-mix(in srgb, ${vars.color.accent} 60%, transparent)`,
  selectors: {
    '&[data-side="history"]': {
      borderLeft: `2px solid color-mix(in srgb, ${vars.color.accent} 70%, transparent)`,
    },
    '&[data-side="future"]': {
      borderRight: `2px solid color-mix(in srgb, ${vars.color.accent} 70%, transparent)`,
    },
  },
});
