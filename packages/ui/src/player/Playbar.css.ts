/**
 * Layout of the playbar and its queue panel. Narrower than COMPACT the bar is two rows: the
 * now-playing clip with mute and the queue, then the transport buttons beside the seek bar
 * (the volume slider is left to the device's own buttons).
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { visuallyHidden } from '../theme/style-helpers';

const COMPACT = 'screen and (max-width: 720px)';

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 1fr) minmax(260px, 2fr) minmax(200px, 1fr)',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxSizing: 'border-box',
  width: '100%',
  '@media': {
    [COMPACT]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"now now side" "controls seek seek"',
      columnGap: vars.space.md,
      rowGap: vars.space.xs,
      paddingInline: vars.space.md,
    },
  },
});

export const nowPlaying = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [COMPACT]: { gridArea: 'now' } },
});

export const cover = style({
  width: 48,
  height: 48,
  flex: 'none',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.raised,
});

export const coverPlaceholder = style([cover, { display: 'grid', placeItems: 'center' }]);

export const meta = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: 2 });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const artist = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // Compact: the buttons and the seek bar are cells of the bar's grid.
  '@media': { [COMPACT]: { display: 'contents' } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  '@media': { [COMPACT]: { gridArea: 'controls', gap: vars.space.xs } },
});

globalStyle(`${center} > :last-child`, {
  '@media': { [COMPACT]: { gridArea: 'seek', minWidth: 0 } },
});

export const side = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': { [COMPACT]: { gridArea: 'side', gap: vars.space.xs } },
});

export const volume = style({ width: 140, '@media': { [COMPACT]: { display: 'none' } } });

export const square = style({ paddingInline: 0, aspectRatio: '1 / 1' });

export const round = style([square, { borderRadius: vars.radius.full }]);

export const hidden = style(visuallyHidden);

export const badge = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.warning,
  margin: 0,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(360px, 90vw)',
  maxHeight: 420,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.sizeLg });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-current]': { background: vars.color.accentSubtle } },
});

export const itemButton = style({
  flex: 1,
  minWidth: 0,
  justifyContent: 'flex-start',
  textAlign: 'start',
});

export const itemText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const itemArtist = style({
  flex: 'none',
  maxWidth: '40%',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
