/** The hook page (/hook/{id}, /@{handle}/hook/{id}) and the hook list (/hooks). */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  maxWidth: 960,
});

export const player = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
});

export const video = style({
  width: 'min(360px, 100%)',
  aspectRatio: '9 / 16',
  maxHeight: 480,
  background: '#000',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const videoColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '0 0 auto',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 220,
  flex: 1,
});

export const heading = style({ margin: 0, fontSize: 22, fontWeight: vars.font.weightBold });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const caption = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const error = style({ margin: 0, color: vars.color.danger });

export const link = style({ color: vars.color.text, textDecoration: 'underline' });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
});

export const cardImage = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.hover,
});

export const cardTitle = style({ fontWeight: vars.font.weightMedium, color: vars.color.text });
