/** Styles of the parts a song row and card share. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const cover = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.raised,
});

export const coverPlaceholder = style([
  cover,
  {
    display: 'grid',
    placeItems: 'center',
    color: vars.color.textMuted,
    background: `linear-gradient(135deg, ${vars.color.accentSubtle}, ${vars.color.raised})`,
  },
]);

export const play = style({ flexShrink: 0 });

export const muted = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const badges = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const stuck = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const stuckTitle = style({ fontSize: vars.font.sizeSm, color: vars.color.warning });

export const streaming = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: '140px',
});

export const preview = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const reactions = style({ display: 'inline-flex', alignItems: 'center', gap: '2px' });

export const count = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  minWidth: '2ch',
  fontVariantNumeric: 'tabular-nums',
});

export const dislikeIcon = style({ transform: 'rotate(180deg)' });

/** The title and cover links to the song page: the text's own look, underlined on hover. */
export const songLink = style({
  display: 'block',
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const coverLink = style([songLink, { width: '100%', height: '100%' }]);

/** A song link inside a line of text that cuts itself (the playbar's title). */
export const inlineLink = style([songLink, { display: 'inline' }]);

/** A cover link in a flex row (the playbar's): it keeps the cover's size. */
export const fixedLink = style([songLink, { flexShrink: 0 }]);
