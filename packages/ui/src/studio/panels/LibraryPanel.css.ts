/** The studio's library panel: a heading, the clip browser and its draggable song rows. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing, transition } from '../../theme/style-helpers';

// The panel heading and its muted text are the clip browser's, so the panels read as one.
export { stateTitle as heading, muted as hint } from '../../library/ClipBrowser.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  height: '100%',
  minHeight: 0,
  overflow: 'auto',
  padding: 12,
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const row = style([
  focusRing,
  transition('background-color', 'border-color'),
  {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '6px 8px',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.raised,
    cursor: 'grab',
    userSelect: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&[data-dragging="true"]': { opacity: 0.5, cursor: 'grabbing' },
    },
  },
]);

export const grip = style({
  display: 'inline-grid',
  gridTemplateColumns: 'repeat(2, 3px)',
  gap: 2,
  color: vars.color.textMuted,
});

export const dot = style({ width: 3, height: 3, borderRadius: 2, background: 'currentColor' });

export const title = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.sizeMd,
});

export const duration = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
