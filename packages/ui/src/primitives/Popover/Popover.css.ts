import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const content = style({ padding: vars.space.md, maxWidth: '360px' });
