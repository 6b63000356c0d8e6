declare module 'virtual:edition' {
  import type { Edition } from '@/edition/edition-schema';
  /** Every edition in the dev server and tests; exactly one in an edition build. */
  export const editions: readonly Edition[];
  /** The edition this bundle was built for, or null when all editions are compiled in. */
  export const builtEdition: Edition | null;
}

/** True in demo builds, where the simulated exchange answers every call. */
declare const __DEMO__: boolean;
