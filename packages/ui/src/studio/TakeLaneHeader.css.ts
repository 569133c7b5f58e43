/** A take lane's header (32 px): unheard mark, name, and its audition, solo, comp and promote. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing, transition } from '../theme/style-helpers';

export const takeLane = style({
  position: 'absolute',
  left: 0,
  right: 0,
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  paddingInline: '10px 6px',
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  background: vars.color.canvas,
  selectors: {
    '&[data-auditioning]': {
      color: vars.color.text,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
});

export const unheard = style({
  width: 8,
  height: 8,
  flex: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const name = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const button = style([
  focusRing,
  transition('background-color', 'color', 'border-color'),
  {
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: 20,
    height: 20,
    padding: '0 4px',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.raised,
    color: vars.color.textMuted,
    fontFamily: vars.font.family,
    fontSize: 10,
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.text, borderColor: vars.color.borderStrong },
      '&:disabled': { opacity: 0.4, cursor: 'default' },
    },
  },
]);

export const control = styleVariants({
  audition: [
    button,
    {
      selectors: {
        '&[aria-pressed="true"]': {
          background: vars.color.accent,
          borderColor: vars.color.accent,
          color: vars.color.canvas,
        },
      },
    },
  ],
  solo: [
    button,
    {
      selectors: {
        '&[aria-pressed="true"]': {
          background: '#7cb8ff',
          borderColor: '#7cb8ff',
          color: '#04162c',
        },
      },
    },
  ],
  plain: [button],
});
