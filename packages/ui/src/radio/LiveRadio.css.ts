/** The live radio panel: status pill, the song on air, what comes next, play and volume. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  maxWidth: '560px',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: '999px',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const status = styleVariants({
  playing: [pill, { background: vars.color.danger, color: vars.color.onDanger }],
  loading: [pill, { background: vars.color.raised, color: vars.color.text }],
  paused: [pill, { background: vars.color.raised, color: vars.color.textMuted }],
});

export const onAir = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: vars.space.md,
  alignItems: 'center',
});

export const art = style({
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.raised,
});

export const songTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'center',
});

export const upNext = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.textMuted });
