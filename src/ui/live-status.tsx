import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatClockTime } from '@/lib/format-date';
import type { LiveStatus as Status } from '@/realtime/socket-transport';
import * as css from './live-status.css';

export interface LiveStatusProps {
  status: Status;
  /** Server-clock ms; shown as a local time of day when the status is stale. */
  staleSince: number | null;
  /**
   * Server-clock ms of the polled answer the figures beside it come from while the stream is stale (see
   * `polledIsNewer`): they are not frozen then, and say so with the time of that answer.
   */
  polledAt?: number | null;
  className?: string;
}

/**
 * Whether streamed values beside it are current: "Live", "Connecting…", "Reconnecting…" or "Stale since
 * 14:03:27" (the browser's local time, 24 h), or "Updated by polling at 14:03:57" when the figures come from a
 * polled answer newer than the stream's last message. Changes are announced politely. Pass `useLiveTopic`'s result.
 */
export function LiveStatus({ status, staleSince, polledAt = null, className }: LiveStatusProps) {
  const { t } = useTranslation('live');
  const polled = status === 'stale' && polledAt !== null;
  const text = polled
    ? t('polledAt', { time: formatClockTime(polledAt, getIntlLocale()) })
    : status === 'stale'
      ? staleSince === null
        ? t('notLive')
        : t('staleSince', { time: formatClockTime(staleSince, getIntlLocale()) })
      : t(status);
  return (
    <span
      role="status"
      aria-live="polite"
      data-live-status={polled ? 'polled' : status}
      className={className ? `${css.root} ${className}` : css.root}
    >
      <span className={css.dots[status]} aria-hidden="true" />
      <span className={status === 'stale' ? css.staleText : undefined}>{text}</span>
    </span>
  );
}
