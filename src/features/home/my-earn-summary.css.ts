import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto',
  alignItems: 'center',
  gap: '16px',
  minHeight: '96px',
  padding: '16px 20px',
  marginBottom: '24px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': {
    [media.upToTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const heading = style({ gridColumn: '1 / -1', margin: 0, fontSize: '16px' });
export const figure = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const label = style({ fontSize: '13px', color: vars.color.textMuted });
export const value = style({
  fontSize: '20px',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const positive = style({ color: vars.color.positive });
export const negative = style({ color: vars.color.negative });
export const link = style({ justifySelf: 'end', '@media': { [media.upToTablet]: { justifySelf: 'start' } } });
export const note = style({ gridColumn: '1 / -1', margin: 0, fontSize: '12px', color: vars.color.textMuted });
