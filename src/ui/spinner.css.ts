import { globalStyle, keyframes } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

globalStyle('.ui-spinner', {
  display: 'inline-block',
  width: '14px',
  height: '14px',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
