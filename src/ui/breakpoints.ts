/** Breakpoints of spec §9: phones up to 767 px, tablets 768-1024 px, the header swaps at 1024/1025 px. */
export const media = {
  phone: 'screen and (max-width: 767px)',
  small: 'screen and (max-width: 480px)',
  tablet: 'screen and (min-width: 768px) and (max-width: 1024px)',
  upToTablet: 'screen and (max-width: 1024px)',
  desktop: 'screen and (min-width: 1025px)',
  navHidden: 'screen and (max-width: 912px)',
  calculator: 'screen and (max-width: 945px)',
  pc: 'screen and (min-width: 1039px)',
} as const;

/** Modals are at least 480 px wide on desktop (spec §9). */
export const MODAL_MIN_WIDTH_PX = 480;
