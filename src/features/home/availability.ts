import { DisplayStatus } from '@/api/earn/earn-enums';
import { availabilityOf, type Availability } from '@/api/earn/product-list-order';

/** The home card labels of spec §4 ("In progress", "Coming soon", "Sold out", "Ended"). */
export type AvailabilityLabel = Exclude<Availability, 'unavailable'>;

/** Default carries no label on a card; a product not offered is not listed at all. */
export function availabilityLabel(status: DisplayStatus): AvailabilityLabel | null {
  if (status === DisplayStatus.Default) return null;
  const availability = availabilityOf(status);
  return availability === 'unavailable' ? null : availability;
}
