import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { PlacingProgress } from './placing-progress';
import * as css from './order-flow.css';

/**
 * The foot of a review: the placement's error in place, Back, and Confirm, or "Try again" after an answer
 * that never came (the retry sends the same client order id). Each family passes its own words.
 */
export function ReviewActions({ testId, pending, checking = false, failed, text, onBack, onConfirm, onRetry }: {
  /** Prefix of the test ids: `<testId>-confirm`, `<testId>-retry`. */
  testId: string;
  pending: boolean;
  /** The answer never came and the order is being looked up (`state.checking` of `paying`). */
  checking?: boolean;
  /** The failed placement, with its message already translated. */
  failed: { outcome: 'unknown' | 'refused'; message: string } | null;
  text: { back: string; retry: string; confirm: string };
  onBack: () => void;
  onConfirm: () => void;
  onRetry: () => void;
}) {
  return (
    <>
      {pending && <PlacingProgress checking={checking} />}
      {failed && <Notice tone="error">{failed.message}</Notice>}
      <div className={css.actions}>
        <Button variant="secondary" onClick={onBack} disabled={pending}>{text.back}</Button>
        {failed?.outcome === 'unknown' ? (
          <Button onClick={onRetry} data-testid={`${testId}-retry`}>{text.retry}</Button>
        ) : (
          <Button onClick={onConfirm} pending={pending} data-testid={`${testId}-confirm`}>{text.confirm}</Button>
        )}
      </div>
    </>
  );
}
