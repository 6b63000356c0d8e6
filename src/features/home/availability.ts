import { DisplayStatus } from '@/api/earn/earn-enums';

/** The home labels of spec §4: in progress, coming soon, sold out, ended. Default carries no label. */
export type AvailabilityLabel = 'inProgress' | 'comingSoon' | 'soldOut' | 'ended';

export function availabilityLabel(status: DisplayStatus): AvailabilityLabel | null {
  switch (status) {
    case DisplayStatus.Available:
      return 'inProgress';
    case DisplayStatus.NotStarted:
      return 'comingSoon';
    case DisplayStatus.Soldout:
      return 'soldOut';
    case DisplayStatus.Offline:
    case DisplayStatus.SubscribeEnd:
      return 'ended';
    default:
      return null;
  }
}
