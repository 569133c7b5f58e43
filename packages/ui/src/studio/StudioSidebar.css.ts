/** The focused-object sidebar: a 50 px rail that opens to 350 px when a section is chosen (§2). */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { TIMELINE_UI } from './constants';

export const sidebar = style({
  display: 'grid',
  gridTemplateColumns: `${TIMELINE_UI.sidebarCollapsedPx}px minmax(0, 1fr)`,
  flex: 'none',
  boxSizing: 'border-box',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: {
    '&[data-state="closed"]': { width: TIMELINE_UI.sidebarCollapsedPx },
    '&[data-state="open"]': { width: TIMELINE_UI.sidebarOpenPx },
  },
});

export const rail = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderRight: `1px solid ${vars.color.border}`,
  selectors: { '[data-state="closed"] > &': { borderRight: 'none' } },
});

export const railButton = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accentSubtle, color: vars.color.text },
  },
});

export const content = style({ minWidth: 0, overflowY: 'auto' });
