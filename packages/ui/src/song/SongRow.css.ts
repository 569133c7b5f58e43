/**
 * The song row: cover, play, text column, then the meta and actions on the right. On a phone
 * the meta and actions wrap onto a second line under the title.
 */
import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/media';
import { vars } from '../theme/theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  selectors: {
    '&[data-playing]': { background: vars.color.raised },
  },
  '@media': { [MEDIA.phone]: { flexWrap: 'wrap', rowGap: 0 } },
});

export const cover = style({ width: '48px', height: '48px', flexShrink: 0 });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const styles = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const side = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  '@media': {
    [MEDIA.phone]: { flexBasis: '100%', justifyContent: 'flex-end', gap: vars.space.xs },
  },
});

export const meta = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
