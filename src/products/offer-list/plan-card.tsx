import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatUtcDateTime } from '@/lib/format-date';
import { Button } from '@/ui/button';
import { CoinIcon } from '@/ui/coin-icon';
import * as css from '@/ui/offer-list.css';

/**
 * One plan on a quoted family's list (double-win, discount buy, smart leverage, structured): the card, faded
 * while the family's streams are stale; its heading (the coin's icon, the title, tags such as VIP); the plan's
 * facts (PlanFact, SettlementFact); what follows them (a hit rate, the payoff rule); and the button that opens
 * the subscription.
 */
export function PlanCard({
  testId,
  stale,
  coin,
  title,
  tags,
  headingLevel = 2,
  facts,
  children,
  action,
}: {
  testId: string;
  stale: boolean;
  /** The coin whose icon leads the heading; none where a group heading above already shows it. */
  coin?: string;
  title: string;
  tags?: ReactNode;
  /** 3 inside a group that has a heading of its own. */
  headingLevel?: 2 | 3;
  facts: ReactNode;
  children?: ReactNode;
  action: { text: string; label?: string; testId: string; disabled?: boolean; onClick: () => void };
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <li className={css.card} data-stale={stale} data-testid={testId}>
      <Heading className={css.head}>
        {coin && <CoinIcon name={coin} size={22} />}
        <span>{title}</span>
        {tags}
      </Heading>
      <dl className={css.facts}>{facts}</dl>
      {children}
      <Button onClick={action.onClick} disabled={action.disabled} data-testid={action.testId} aria-label={action.label}>
        {action.text}
      </Button>
    </li>
  );
}

/** A term and its value on a plan card; `valueClassName` adds a tone (the offer list's `strong`, a family's own). */
export function PlanFact({
  term,
  children,
  testId,
  valueClassName,
}: {
  term: string;
  children: ReactNode;
  testId?: string;
  valueClassName?: string;
}) {
  return (
    <>
      <dt className={css.term}>{term}</dt>
      <dd className={valueClassName ? `${css.value} ${valueClassName}` : css.value} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** When a plan subscribed now settles: in UTC, as the exchange states it, and in the reader's own time. */
export function SettlementFact({ term, at, locale }: { term: string; at: number; locale: string }) {
  const { t } = useTranslation('flow');
  return (
    <PlanFact term={term}>
      {t('utc', { time: formatUtcDateTime(at, locale) })}
      <br />
      {t('local', { time: formatDateTime(at, locale) })}
    </PlanFact>
  );
}
