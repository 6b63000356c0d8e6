import { DisplayStatus } from '@/api/earn/earn-enums';

/** How a product's availability reads (spec §4 labels) and whether it takes new subscriptions. */
export type Availability = 'inProgress' | 'comingSoon' | 'soldOut' | 'ended' | 'unavailable';

export function availabilityOf(status: DisplayStatus): Availability {
  switch (status) {
    case DisplayStatus.Available:
    case DisplayStatus.Default:
      return 'inProgress';
    case DisplayStatus.NotStarted:
      return 'comingSoon';
    case DisplayStatus.Soldout:
      return 'soldOut';
    case DisplayStatus.Offline:
    case DisplayStatus.SubscribeEnd:
      return 'ended';
    default:
      return 'unavailable';
  }
}

export function chipTone(availability: Availability): 'open' | 'soon' | 'closed' {
  if (availability === 'inProgress') return 'open';
  if (availability === 'comingSoon') return 'soon';
  return 'closed';
}
