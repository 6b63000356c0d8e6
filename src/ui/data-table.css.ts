import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './breakpoints';

/**
 * The data table of the wallet and the order lists: bordered on wide screens; on phones each row becomes a
 * card and each cell a "label: value" line (the label from the cell's `data-label`).
 */
export const num = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  '@media': { [media.phone]: { border: 'none', overflow: 'visible' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '14px' });
globalStyle(`${table} th, ${table} td`, {
  padding: '10px 12px',
  borderBottom: `1px solid ${vars.color.line}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});
globalStyle(`${table} thead th`, {
  fontSize: '12px',
  fontWeight: 600,
  color: vars.color.textMuted,
  background: vars.color.surface,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
globalStyle(`${table} .${num}`, { textAlign: 'end' });
// Phones: each row becomes a card, each cell a "label: value" line.
globalStyle(`${table} thead`, {
  '@media': {
    [media.phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
});
globalStyle(`${table} tbody tr`, {
  '@media': {
    [media.phone]: {
      display: 'block',
      border: `1px solid ${vars.color.line}`,
      borderRadius: vars.radius.md,
      marginBottom: '10px',
      padding: '6px 0',
    },
  },
});
globalStyle(`${table} tbody th, ${table} tbody td`, {
  '@media': {
    [media.phone]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: '12px',
      border: 'none',
      padding: '4px 12px',
      textAlign: 'end',
      whiteSpace: 'normal',
    },
  },
});
globalStyle(`${table} tbody td::before, ${table} tbody th::before`, {
  '@media': {
    [media.phone]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontSize: '12px',
      fontWeight: 400,
      textAlign: 'start',
    },
  },
});
