/** The studio's session panel: the selected clip's stems and the project's versions. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

import { list as browserList, muted, stateTitle } from '../../library/ClipBrowser.css';

// The panel heading, its muted text and its lists are the clip browser's, so the panels read as
// one.
export { stateTitle as heading, muted as text };

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  height: '100%',
  minHeight: 0,
  overflow: 'auto',
  padding: 12,
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: 8 });

export const clipName = style([stateTitle, { fontSize: vars.font.sizeMd }]);

export const error = style([muted, { color: vars.color.danger }]);

export const list = style([browserList, { gap: 4 }]);

export const version = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
});

export const versionName = style({ flex: 1, minWidth: 0 });

export const current = style({ color: vars.color.accent, fontWeight: vars.font.weightBold });
