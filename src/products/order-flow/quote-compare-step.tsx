import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import * as css from './order-flow.css';

export interface QuoteCompareRow {
  label: string;
  before: string;
  after: string;
  /** Test ids of the new and the old value. */
  testId?: string;
  beforeTestId?: string;
}

/**
 * The requote step of a quoted family: why the quote changed, the old and the new figures side by side,
 * when the new one expires, and "use the new quote" or cancel. Nothing is placed from here; accepting goes
 * back through the preview and asks for a new confirmation. Each family passes its own words (quote, offer).
 */
export function QuoteCompareStep({ testId, text, rows, expiry, onAccept, onCancel, children }: {
  /** Prefix of the test ids: `<testId>-requote`, `<testId>-accept-quote`. */
  testId: string;
  text: { notice: string; fetching: string; compare: string; old: string; new: string; accept: string; cancel: string };
  /** Null while the new quote is being fetched. */
  rows: readonly QuoteCompareRow[] | null;
  /** "Expires in 0:42", or null when the quote has no expiry. */
  expiry: string | null;
  onAccept: () => void;
  onCancel: () => void;
  /** What the new quote means (e.g. the outcomes at the new quote). */
  children?: ReactNode;
}) {
  return (
    <div data-testid={`${testId}-requote`}>
      <Notice tone="warning">{text.notice}</Notice>
      {rows === null ? (
        <p role="status">{text.fetching}</p>
      ) : (
        <>
          <div className={css.compare} role="table" aria-label={text.compare}>
            <div role="row" style={{ display: 'contents' }}>
              <span role="columnheader" />
              <span role="columnheader" className={css.compareHead}>{text.old}</span>
              <span role="columnheader" className={css.compareHead}>{text.new}</span>
            </div>
            {rows.map((row) => (
              <div key={row.label} role="row" style={{ display: 'contents' }}>
                <span role="rowheader" className={css.compareHead}>{row.label}</span>
                <span role="cell" className={css.before} data-testid={row.beforeTestId}>{row.before}</span>
                <span role="cell" data-testid={row.testId}>{row.after}</span>
              </div>
            ))}
          </div>
          {expiry && <p className={css.countdown}>{expiry}</p>}
          {children}
        </>
      )}
      <div className={css.actions}>
        <Button variant="secondary" onClick={onCancel}>{text.cancel}</Button>
        <Button onClick={onAccept} disabled={rows === null} data-testid={`${testId}-accept-quote`}>{text.accept}</Button>
      </div>
    </div>
  );
}
