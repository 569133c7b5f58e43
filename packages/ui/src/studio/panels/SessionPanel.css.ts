/** The studio's session panel: the selected clip's stems and the project's versions. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

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

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const text = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const clipName = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
});

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
