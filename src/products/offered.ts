import { DisplayStatus } from '@/api/earn/earn-enums';

/** What the rule reads of a product: its rollout scenes and its availability (cards and details alike). */
export interface Gated {
  scene?: { gray_scene?: string; whitelist_scene?: string } | undefined;
  display_status: number;
}

/** The scene names a product is gated by (none for most products). */
export function scenesOf(card: Pick<Gated, 'scene'>): string[] {
  return [card.scene?.gray_scene, card.scene?.whitelist_scene].filter(
    (s): s is string => typeof s === 'string' && s !== '',
  );
}

/** A product behind rollout scenes that are all on (`onScenes`) for this visitor. */
export function isGatedOn(card: Gated, onScenes: ReadonlySet<string>): boolean {
  const names = scenesOf(card);
  return names.length > 0 && names.every((n) => onScenes.has(n));
}

/**
 * Whether a product is offered to this visitor, on every family's list: a product behind rollout scenes when
 * its scenes are on for them (gray release, spec §5), any other unless it is forbidden.
 */
export function isOffered(card: Gated, onScenes: ReadonlySet<string>): boolean {
  return scenesOf(card).length > 0 ? isGatedOn(card, onScenes) : card.display_status !== DisplayStatus.Forbidden;
}
