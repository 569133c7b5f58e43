import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'inline-flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const item = style({ minWidth: vars.control.small });
