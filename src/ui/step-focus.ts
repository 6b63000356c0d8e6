/**
 * Marks the element a dialog wants focused when it opens, or a step when it replaces the previous one (a
 * step's heading, the amount). The modal (modal.tsx) moves focus, not the element's own autofocus: one place
 * decides, and only inside a dialog the user has just opened.
 */
export const STEP_FOCUS_ATTRIBUTE = 'data-step-focus';
/** Spread on a field or button a dialog or step starts on: `<Button {...focusHere}>`. */
export const focusHere = { [STEP_FOCUS_ATTRIBUTE]: '' } as const;
/** Spread on a step's heading: `<h3 {...stepFocus}>` (focusable by script, not a tab stop). */
export const stepFocus = { ...focusHere, tabIndex: -1 } as const;
