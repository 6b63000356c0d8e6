import * as z from '@/lib/zod';
import { e8, id, unixSeconds } from '@/api/wire-schema';

/** Designed: what maturity did with a position that could renew (0 while it has not matured). */
export const RenewalOutcome = {
  Pending: 0,
  Renewed: 1,
  /** The next cycle's APR was below the holder's floor: paid out instead. */
  BelowFloor: 2,
  /** The product took no money at maturity (sold out, closed): paid out. */
  Unavailable: 3,
  /** The holder chose to be paid out. */
  PaidOut: 4,
  /** Dual asset: settled in the other coin, which a new cycle of the same direction does not take: paid out. */
  Converted: 5,
  /** Dual asset: the price had already reached the next target at settlement: paid out. */
  TargetReached: 6,
} as const;
export type RenewalOutcome = (typeof RenewalOutcome)[keyof typeof RenewalOutcome];
const renewalOutcomeSchema = z.literal([0, 1, 2, 3, 4, 5, 6]);

/**
 * Designed extension: how a dual-asset order renews at settlement. Basic subscribes the same target again;
 * Advanced a new target `dual_renewal_distance_e8` (a fraction) from the price at settlement.
 */
export const DualRenewalMode = { None: 0, Basic: 1, Advanced: 2 } as const;
export type DualRenewalMode = (typeof DualRenewalMode)[keyof typeof DualRenewalMode];
export const dualRenewalModeSchema = z.literal([0, 1, 2]);

/** The dual part of a position's next cycle: the holder's mode and the target it renews at, when known. */
export const dualRenewalSchema = z.object({
  mode: dualRenewalModeSchema,
  /** Advanced: the distance from the price at settlement (e8 of a fraction). */
  distance_e8: z.optional(e8),
  /** Basic: the same target; Advanced: absent until settlement decides it from the price then. */
  next_target_price_e8: z.optional(e8),
});
export type DualRenewal = z.infer<typeof dualRenewalSchema>;

/**
 * Designed extension (the exchanges' APIs carry only an auto-renew flag): a term position's next cycle, published
 * while it can still be changed. Before `cutoff_at` the next terms follow the product's rate; from then on they
 * are fixed (`terms_final`) and the choice is locked. At maturity the position renews on them only when
 * `next_apy_e8` is at least `min_apy_e8` (its APR less the tolerance the holder accepted).
 */
export const positionRenewalSchema = z.object({
  /** The last moment to change the choice or the tolerance. */
  cutoff_at: unixSeconds,
  next_apy_e8: e8,
  /** The next cycle's length in seconds. */
  next_duration: z.string().check(z.regex(/^\d+$/)),
  /** When the next cycle would end if it renews. */
  next_maturity_at: unixSeconds,
  terms_final: z.boolean(),
  /** APR points (e8 of a fraction) the next cycle may be below the current APR and still renew. */
  apy_tolerance_e8: e8,
  /** The lowest next APR that renews. */
  min_apy_e8: e8,
  /** Under the terms and choice as they stand now. */
  will_renew: z.boolean(),
  outcome: renewalOutcomeSchema,
  /** The position the renewal opened. */
  renewed_position_id: z.optional(id),
  /** Dual asset: the renewal mode and the next target. */
  dual: z.optional(dualRenewalSchema),
});
export type PositionRenewal = z.infer<typeof positionRenewalSchema>;
