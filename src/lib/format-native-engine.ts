/** The date-fns part of format-native, loaded with a Georgian or Kazakh page only (never in the entry chunk). */
export { format, formatDuration } from 'date-fns';
