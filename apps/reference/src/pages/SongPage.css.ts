// The song page's head: the large cover beside the title, the artist, the styles and the caption;
// on a phone the cover sits above them. The lyrics keep their line breaks.
import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '@cadenza/ui';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'end',
  marginBottom: vars.space.md,
  '@media': { [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const cover = style({
  width: '200px',
  aspectRatio: '1',
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  background: vars.color.raised,
  border: `1px solid ${vars.color.border}`,
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const styles = style({ margin: 0, color: vars.color.textMuted });

export const caption = style({ margin: 0, overflowWrap: 'anywhere' });

export const lyrics = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxHeight: '420px',
  overflowY: 'auto',
  lineHeight: 1.6,
});
