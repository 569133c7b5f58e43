/** A dropped file on its lane while it uploads, or failed with Retry and Remove. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { placeholder as intentPlaceholder } from '../generate/IntentPlaceholders.css';

export { name } from '../generate/IntentPlaceholders.css';

/** Uploading: the queued generation's striped block (it is on its way, like one). */
export const uploading = style([intentPlaceholder, { zIndex: 2 }]);

/** Failed: above the lanes' own hints, so its message and buttons read clearly. */
export const failed = style({
  position: 'absolute',
  zIndex: 2,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: 4,
  padding: 6,
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.raised,
});

export const message = style({
  color: vars.color.danger,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const actions = style({ display: 'flex', gap: 4 });
