import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

/** A "down" direction, beside the offer list's `strong` for "up". */
export const down = style({ color: vars.color.negative, fontWeight: 700 });
