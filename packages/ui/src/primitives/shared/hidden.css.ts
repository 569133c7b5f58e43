import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/style-helpers';

export const hiddenLabel = style(visuallyHidden);
