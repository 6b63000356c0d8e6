import type { ParseKeys, Resources } from 'i18next';

type Namespace = keyof Resources & string;

/**
 * Any key of any namespace, written with its namespace (`liquidity:add.belowMin`): words that travel as data.
 * Plain `string` while the resources are untyped.
 */
export type TranslationKey = [Namespace] extends [never]
  ? string
  : { [Ns in Namespace]: `${Ns}:${ParseKeys<Ns>}` }[Namespace];

/** A `t` that takes any namespace's keys written with their namespace (the instance's own `i18n.t`). */
export type Translate = (key: TranslationKey, values?: Record<string, unknown>) => string;
