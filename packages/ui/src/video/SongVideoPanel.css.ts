/** The song video panel: a square player, its note and the generate button. */
import { style } from '@vanilla-extract/css';
import { videoBox } from '../modals/media-modal.css';
import { vars } from '../theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Padding and border inside the width, so it never passes a narrow column.
  boxSizing: 'border-box',
  width: 'min(360px, 100%)',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const video = style([videoBox, { aspectRatio: '1 / 1', borderRadius: vars.radius.sm }]);

export { error, muted as note } from '../modals/modals.css';

export const actions = style({ display: 'flex', gap: vars.space.sm });
