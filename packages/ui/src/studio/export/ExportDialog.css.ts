/** The export dialog's choices and progress line. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  marginBottom: 4,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
});

export const radio = style({ margin: 0, accentColor: vars.color.accent });

export const progress = style({ display: 'flex', alignItems: 'center', gap: 10 });

export const percent = style({
  flex: 'none',
  width: 40,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

export const bar = style({ flex: 1, minWidth: 0 });
