import { config } from 'zod/mini';

/**
 * zod compiles object parsers with `new Function` when it may, and probes for that with a caught
 * `new Function('')`. Under the Content-Security-Policy (no 'unsafe-eval') the probe is still reported as a
 * violation, so the app runs zod without the compiler. Imported first by the entry, before any schema exists:
 * a schema decides at construction whether it compiles.
 */
config({ jitless: true });
