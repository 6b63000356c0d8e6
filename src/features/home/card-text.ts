import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityLabel } from './availability';
import { FAMILY_IDS, familyNameKey, type FamilyId } from '@/products/families';

/**
 * The translated words of the product cards, resolved once per render of the list rather than once per
 * card: typing in the search re-renders many cards, and each lookup costs main-thread time.
 */
export interface CardText {
  family: Readonly<Record<FamilyId, string>>;
  availability: Readonly<Record<AvailabilityLabel, string>>;
  /** Tag labels by the last segment of `display_tag_key` (hot, new, limited, vip). */
  tag: (key: string) => string | null;
  flexible: string;
  apr: string;
  /** In place of the APR, for a family that has none (the registry's `rate`). */
  payout: string;
  bySettlement: string;
  bonus: (apr: string) => string;
  opensIn: (time: string) => string;
  closesIn: (time: string) => string;
  quota: (percent: string) => string;
  converts: (coin: string, returnCoin: string) => string;
  earns: (coin: string) => string;
}

const AVAILABILITY: readonly AvailabilityLabel[] = ['inProgress', 'comingSoon', 'soldOut', 'ended'];
const TAGS = ['hot', 'new', 'limited', 'vip'] as const;

export function useCardText(): CardText {
  const { t } = useTranslation(['home', 'products']);
  return useMemo(() => {
    const tags = new Map<string, string>(TAGS.map((tag) => [tag, t(`tag.${tag}`)]));
    return {
      family: Object.fromEntries(FAMILY_IDS.map((f) => [f, t(familyNameKey(f), { ns: 'products' })])) as Record<
        FamilyId,
        string
      >,
      availability: Object.fromEntries(AVAILABILITY.map((a) => [a, t(`availability.${a}`)])) as Record<
        AvailabilityLabel,
        string
      >,
      tag: (key) => tags.get(key) ?? null,
      flexible: t('term.flexible'),
      apr: t('card.apr'),
      payout: t('card.payout'),
      bySettlement: t('card.bySettlement'),
      bonus: (apr) => t('card.bonus', { apr }),
      opensIn: (time) => t('card.opensIn', { time }),
      closesIn: (time) => t('card.closesIn', { time }),
      quota: (percent) => t('card.quota', { percent }),
      converts: (coin, returnCoin) => t('card.converts', { coin, returnCoin }),
      earns: (coin) => t('card.earns', { coin }),
    };
  }, [t]);
}
