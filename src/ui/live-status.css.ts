import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Flex gap instead of side margins, so the dot sits before the text in both directions (RTL too). */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  fontSize: '12px',
  lineHeight: 1.4,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

const dot = style({
  display: 'inline-block',
  flex: 'none',
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.pill,
  border: '1.5px solid transparent',
});

const waiting = style({
  background: vars.color.warning,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const dots = styleVariants({
  live: [dot, { background: vars.color.positive }],
  connecting: [dot, waiting],
  reconnecting: [dot, waiting],
  // Hollow as well as red, so the state does not rest on colour alone.
  stale: [dot, { background: 'transparent', borderColor: vars.color.negative }],
});

export const staleText = style({ color: vars.color.text });
