import type { ParseKeys, Resources } from 'i18next';

type Namespace = keyof Resources & string;

/** A key of the given namespaces, written with its namespace (`wealth:renewal.legend`). */
type KeyIn<Ns extends Namespace> = { [N in Ns]: `${N}:${ParseKeys<N>}` }[Ns];

/**
 * Any key of any namespace, written with its namespace (`liquidity:add.belowMin`): words that travel as data.
 * Plain `string` while the resources are untyped.
 */
export type TranslationKey = [Namespace] extends [never] ? string : KeyIn<Namespace>;

/**
 * A `t` of a few namespaces' keys written with their namespace, for helpers that say words of those namespaces:
 * a component's `t` passes when it lists them, the instance's `i18n.t` always.
 */
export type TranslateIn<Ns extends Namespace> = (key: KeyIn<Ns>, values?: Record<string, unknown>) => string;

/** A component's `t` of one namespace (the first it lists), for helpers that say that namespace's words. */
export type TranslateNs<Ns extends Namespace> = (key: ParseKeys<Ns>, values?: Record<string, unknown>) => string;

/** A `t` that takes any namespace's keys written with their namespace (the instance's own `i18n.t`). */
export type Translate = (key: TranslationKey, values?: Record<string, unknown>) => string;
