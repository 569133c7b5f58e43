/** The artist page (stats, pinned and top songs), the remix lists and the Describe Clip page. */
import { style } from '@vanilla-extract/css';
import { stateBox } from '../theme/style-helpers';
import { vars } from '../theme/theme.css';
import { header, page } from '../playlist-page/PlaylistPage.css';
import { card, list } from '../workspaces/Workspace.css';

/** Laid out as the playlist page (its page and header); lists as the workspace panel's. */
export { header, list, page };

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: '18px',
  fontWeight: vars.font.weightBold,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: 'normal',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const stat = style([
  card,
  { display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xs },
]);

export const statValue = style({
  margin: 0,
  fontSize: '22px',
  fontWeight: vars.font.weightBold,
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const cover = style({
  width: 160,
  height: 160,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});

export const failure = style([
  stateBox,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    textAlign: 'center',
    color: vars.color.text,
  },
]);
