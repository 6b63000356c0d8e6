import { style } from '@vanilla-extract/css';

export const shown = style({ display: 'contents' });
