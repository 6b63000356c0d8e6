import type { ParseKeys } from 'i18next';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OrderStep } from '@/api/earn/earn-enums';
import type { Order } from '@/api/earn/query-orders';
import { getIntlLocale } from '@/i18n/current-locale';
import { localeParams } from '@/i18n/locale-links';
import { Decimal } from '@/lib/decimal';
import { formatDateTime, formatDateTimeUtc } from '@/lib/format-date';
import { useServerClock } from '@/ui/use-server-clock';
import type { ViewFormat } from '../family-views';
import { buildTimeline } from './build-timeline';
import { lateness, waitState } from './delay';
import * as css from './order-timeline.css';

const STEP_NAMES = {
  [OrderStep.Submitted]: 'submitted',
  [OrderStep.Processing]: 'processing',
  [OrderStep.Active]: 'active',
  [OrderStep.Redeeming]: 'redeeming',
  [OrderStep.Settled]: 'settled',
  [OrderStep.Returned]: 'returned',
  [OrderStep.Failed]: 'failed',
} as const satisfies Record<OrderStep, string>;

/** The late notice's "what to expect" by the step still awaited. */
const EXPECT_KEY: Partial<Record<OrderStep, ParseKeys<'orders'>>> = {
  [OrderStep.Active]: 'timeline.expect.active',
  [OrderStep.Settled]: 'timeline.expect.settled',
  [OrderStep.Returned]: 'timeline.expect.returned',
};

/** A time in UTC (the exchange's clock) with the reader's own below it. */
function StepTime({ ms, label }: { ms: number; label?: ParseKeys<'orders'> }) {
  const { t } = useTranslation('orders');
  const locale = getIntlLocale();
  const utc = formatDateTimeUtc(ms, locale);
  return (
    <>
      <time className={css.time} dateTime={new Date(ms).toISOString()}>
        {label ? t(label, { time: utc }) : utc}
      </time>
      <span className={css.muted}>{t('timeline.localTime', { time: formatDateTime(ms, locale) })}</span>
    </>
  );
}

/**
 * The steps an order went through, each with its time, and the one the exchange expects next with its time;
 * past twice the expected wait it says the order is late, what will happen and where to ask. Refunds and partial
 * fills are stated as amounts. Only steps the exchange reported are drawn (`buildTimeline`).
 */
export function OrderTimeline({
  order,
  format,
  headingLevel = 3,
}: {
  order: Order;
  format: Pick<ViewFormat, 'amount'>;
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const now = useServerClock(30_000);
  const timeline = buildTimeline(order);
  const wait = waitState(timeline, now);
  const titleId = `timeline-${order.order_id}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const requested = order.amount_e8;
  const partlyFilled =
    timeline.filledE8 !== null &&
    !new Decimal(timeline.filledE8).isZero() &&
    new Decimal(timeline.filledE8).lessThan(requested);
  const refunded = timeline.refundedE8 !== null && new Decimal(timeline.refundedE8).greaterThan(0);
  const late = wait.kind === 'delayed' ? lateness(wait.lateMs) : null;
  const nextStep = timeline.next?.step;

  return (
    <section className={css.timeline} aria-labelledby={titleId} data-testid="order-timeline" data-wait={wait.kind}>
      <Heading id={titleId} className={css.title}>
        {t('timeline.title')}
      </Heading>
      <ol className={css.steps}>
        {timeline.done.map(({ step, atMs }, index) => (
          <li key={`${step}-${index}`} className={css.step} data-state="done" data-step={STEP_NAMES[step]}>
            <span className={css.stepName}>{t(`timeline.step.${STEP_NAMES[step]}`)}</span>
            <StepTime ms={atMs} />
          </li>
        ))}
        {timeline.next && (
          <li
            className={css.step}
            data-state={wait.kind === 'delayed' ? 'late' : 'next'}
            data-step={STEP_NAMES[timeline.next.step]}
          >
            <span className={css.stepName}>
              {t('timeline.next', { step: t(`timeline.step.${STEP_NAMES[timeline.next.step]}`) })}
            </span>
            {timeline.next.expectedMs === null ? (
              <span className={css.muted}>{t('timeline.noEstimate')}</span>
            ) : (
              <StepTime ms={timeline.next.expectedMs} label="timeline.expectedBy" />
            )}
          </li>
        )}
      </ol>
      {!timeline.finished && !timeline.next && <p className={css.muted}>{t('timeline.noEstimate')}</p>}
      {partlyFilled && timeline.filledE8 !== null && (
        <p className={css.money} data-testid="timeline-filled">
          {t('timeline.filled', {
            filled: format.amount(timeline.filledE8, order.coin),
            requested: format.amount(requested, order.coin),
          })}
        </p>
      )}
      {refunded && timeline.refundedE8 !== null && (
        <p className={css.money} data-testid="timeline-refunded">
          {t('timeline.refunded', { amount: format.amount(timeline.refundedE8, order.coin) })}
        </p>
      )}
      {late && (
        <div className={css.notice} role="status" data-testid="timeline-delayed">
          <p className={css.noticeTitle}>
            {t('timeline.delayed')} · {t(`timeline.late.${late.unit}`, { count: late.count })}
          </p>
          {nextStep !== undefined && EXPECT_KEY[nextStep] && (
            <p className={css.noticeText}>{t(EXPECT_KEY[nextStep])}</p>
          )}
          <p className={css.noticeText}>{t('timeline.ask', { id: order.order_id })}</p>
          <Link
            to="/{-$locale}/earn/help-center/$article/"
            params={{ ...localeParams(), article: 'redemption' }}
            className={css.link}
          >
            {t('common:help.redemption')}
          </Link>
        </div>
      )}
    </section>
  );
}
