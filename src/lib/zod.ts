import { config } from 'zod/mini';

/**
 * zod/mini for the app: import `* as z from '@/lib/zod'`, never 'zod/mini' itself (lint enforces it), so the
 * setting below runs before any schema is built, in whichever chunk the first schema loads.
 *
 * zod compiles object parsers with `new Function` when it may, and probes for that with a caught
 * `new Function('')`. Under the Content-Security-Policy (no 'unsafe-eval') the probe is still reported as a
 * violation, so the app runs zod without the compiler. A schema decides at construction whether it compiles.
 */
config({ jitless: true });

export * from 'zod/mini';
