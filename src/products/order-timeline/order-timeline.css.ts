import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const timeline = style({ display: 'grid', gap: '10px', marginTop: '16px' });
export const title = style({ margin: 0, fontSize: '15px', fontWeight: 700 });
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 });
/** A rail down the start side (the right in Arabic), one dot per step: filled when done, hollow when expected. */
export const step = style({
  position: 'relative',
  display: 'grid',
  gap: '2px',
  paddingInlineStart: '22px',
  paddingBottom: '12px',
  fontSize: '14px',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '4px',
      top: '6px',
      width: '10px',
      height: '10px',
      borderRadius: '50%',
      background: vars.color.positive,
      border: `2px solid ${vars.color.positive}`,
      boxSizing: 'border-box',
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '8px',
      top: '18px',
      bottom: '0',
      width: '2px',
      background: vars.color.line,
    },
    '&:last-child::after': { display: 'none' },
    '&[data-state=next]::before': { background: vars.color.bg, borderColor: vars.color.focus },
    '&[data-state=late]::before': { background: vars.color.bg, borderColor: vars.color.warning },
    '&[data-step=failed]::before': { background: vars.color.negative, borderColor: vars.color.negative },
  },
});
export const stepName = style({ fontWeight: 600 });
export const time = style({ fontVariantNumeric: 'tabular-nums' });
export const muted = style({ color: vars.color.textMuted, fontSize: '12px' });
export const money = style({ margin: 0, fontSize: '14px', fontVariantNumeric: 'tabular-nums' });
export const notice = style({
  display: 'grid',
  gap: '6px',
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  background: vars.color.warningBg,
  color: vars.color.text,
  fontSize: '14px',
});
export const noticeTitle = style({ margin: 0, fontSize: '14px', fontWeight: 700, color: vars.color.warning });
export const noticeText = style({ margin: 0 });
export const link = style({ color: vars.color.focus, fontWeight: 600, textUnderlineOffset: '3px' });
