/** Track and take-lane headers: colour bar, name, record arm, mute and solo, volume and balance. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing, transition } from '../theme/style-helpers';

export const header = style({
  position: 'absolute',
  left: 0,
  right: 0,
  display: 'grid',
  gridTemplateColumns: '4px minmax(0, 1fr)',
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[data-selected]': { background: vars.color.raised } },
});

export const colorBar = style({ alignSelf: 'stretch' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 6,
  minWidth: 0,
  padding: '6px 8px',
});

export const line = style({ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 });

export const name = style([
  focusRing,
  {
    flex: 1,
    minWidth: 0,
    height: 22,
    padding: '0 4px',
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
    textOverflow: 'ellipsis',
    selectors: {
      '&:hover': { borderColor: vars.color.border },
      '&:focus': { borderColor: vars.color.borderStrong, background: vars.color.canvas },
    },
  },
]);

const small = style([
  focusRing,
  transition('background-color', 'color', 'border-color'),
  {
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    width: 22,
    height: 22,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.raised,
    color: vars.color.textMuted,
    fontFamily: vars.font.family,
    fontSize: 11,
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.borderStrong } },
  },
]);

export const toggle = styleVariants({
  mute: [
    small,
    {
      selectors: {
        '&[aria-pressed="true"]': {
          background: '#ffc65c',
          borderColor: '#ffc65c',
          color: '#1f1400',
        },
      },
    },
  ],
  solo: [
    small,
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
  arm: [
    small,
    {
      borderRadius: vars.radius.full,
      selectors: {
        '&[aria-pressed="true"]': {
          background: '#3a1717',
          borderColor: vars.color.danger,
          color: vars.color.danger,
        },
      },
    },
  ],
  plain: [small],
});

export const armDot = style({
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const swatch = style([
  focusRing,
  {
    flex: 'none',
    width: 16,
    height: 16,
    padding: 0,
    border: `1px solid rgba(0, 0, 0, 0.4)`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
  },
]);

export const mixLabel = style({
  flex: 'none',
  width: 26,
  fontSize: 10,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
