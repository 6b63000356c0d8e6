import type { CSSProperties } from 'react';

/** Inline styles: the panel is a tool outside the app's themes and must not depend on them. */
export const styles = {
  root: {
    position: 'fixed',
    insetInlineStart: 12,
    bottom: 12,
    zIndex: 2147483000,
    font: '13px/1.4 system-ui, sans-serif',
    color: '#111',
  },
  toggle: {
    background: '#111',
    color: '#fff',
    border: '2px solid #fff',
    borderRadius: 18,
    padding: '6px 12px',
    cursor: 'pointer',
    boxShadow: '0 2px 8px rgba(0,0,0,.35)',
    font: 'inherit',
  },
  card: {
    marginBottom: 8,
    width: 340,
    maxHeight: '70vh',
    overflow: 'auto',
    background: '#fff',
    border: '1px solid #888',
    borderRadius: 8,
    padding: 12,
    boxShadow: '0 4px 18px rgba(0,0,0,.3)',
  },
  heading: { fontSize: 14, margin: '0 0 8px' },
  section: { borderTop: '1px solid #ddd', paddingTop: 8, marginTop: 8 },
  row: { display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap', marginBottom: 6 },
  button: { font: 'inherit', padding: '3px 8px', border: '1px solid #555', borderRadius: 4, background: '#f4f4f4', color: '#111', cursor: 'pointer' },
  danger: { font: 'inherit', padding: '3px 8px', border: '1px solid #8a1c1c', borderRadius: 4, background: '#8a1c1c', color: '#fff', cursor: 'pointer' },
  input: { font: 'inherit', padding: '2px 4px', border: '1px solid #555', borderRadius: 4, color: '#111', background: '#fff' },
  code: { fontFamily: 'ui-monospace, monospace', fontSize: 12, wordBreak: 'break-all', background: '#f4f4f4', padding: 4, borderRadius: 4 },
  list: { margin: 0, paddingInlineStart: 18 },
} satisfies Record<string, CSSProperties>;
