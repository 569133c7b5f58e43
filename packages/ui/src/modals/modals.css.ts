/** Layout shared by the song modals: the body stack, list rows, messages and previews. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/style-helpers';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

export const warning = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.warning });

export const muted = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '240px',
  overflowY: 'auto',
});

export const option = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.control.small,
    padding: vars.space.sm,
    boxSizing: 'border-box',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    textAlign: 'start',
    cursor: 'pointer',
    font: 'inherit',
    selectors: {
      '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.hover },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1 });

export const thumb = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.hover,
  flexShrink: 0,
});

export const preview = style({
  width: '100%',
  maxHeight: 200,
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.hover,
});

export const fileInput = style({ fontSize: vars.font.sizeSm, color: vars.color.text });

export const fieldset = style([body, { border: 0, padding: 0, margin: 0, minWidth: 0 }]);
