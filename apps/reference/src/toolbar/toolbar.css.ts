// The dev toolbar: a compact strip of native controls (quick to drive by hand and from tests).
import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@cadenza/ui';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.raised,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
  // On a phone the flag list opens under the whole toolbar (see flags).
  '@media': {
    [MEDIA.phone]: { position: 'relative', gap: vars.space.sm, paddingInline: vars.space.md },
  },
});

export const field = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
});

export const control = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: '2px 6px',
  font: 'inherit',
  maxWidth: '100%',
  minWidth: 0,
});

export const number = style([control, { width: 72 }]);

export const flags = style({
  position: 'relative',
  '@media': { [MEDIA.phone]: { position: 'static' } },
});

export const flagList = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 20,
  maxHeight: 320,
  overflow: 'auto',
  display: 'grid',
  gap: 2,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.color.shadowLarge,
  '@media': {
    [MEDIA.phone]: {
      left: vars.space.md,
      width: 'max-content',
      maxWidth: `calc(100% - 2 * ${vars.space.md})`,
      boxSizing: 'border-box',
    },
  },
});

export const status = style({ color: vars.color.textMuted, marginLeft: 'auto' });
