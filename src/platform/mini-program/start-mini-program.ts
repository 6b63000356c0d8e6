import { backButton, init, miniApp, targetOrigin, viewport } from '@telegram-apps/sdk';
import type { MiniProgramServices } from '../platform-services';

/**
 * The messaging mini-program (spec §2), through the platform's own SDK: on start the app is expanded on a
 * black background and the platform's back button is shown; it goes back inside the app and closes the app
 * from the first page. Loaded only when the page runs in the mini-program (pc_tg, ios_tg, android_tg).
 */

const MINI_PROGRAM_BACKGROUND = '#000000';

/** The router keeps its history position in `history.state.__TSR_index`. */
function historyIndex(): number {
  const state = window.history.state as { __TSR_index?: number } | null;
  return typeof state?.__TSR_index === 'number' ? state.__TSR_index : 0;
}

export interface MiniProgramOptions {
  /** Where the host messaging client listens (a demo embeds the app in its own origin). */
  hostOrigin?: string;
}

export function startMiniProgram({ hostOrigin }: MiniProgramOptions = {}): MiniProgramServices {
  if (hostOrigin) targetOrigin.set(hostOrigin);
  init();
  const firstPage = historyIndex();
  const close = () => miniApp.close();

  viewport.expand();
  if (miniApp.mountSync.isAvailable()) {
    miniApp.mountSync();
    if (miniApp.setBackgroundColor.isAvailable()) miniApp.setBackgroundColor(MINI_PROGRAM_BACKGROUND);
  }
  if (backButton.mount.isAvailable()) {
    backButton.mount();
    backButton.show();
    backButton.onClick(() => {
      if (historyIndex() > firstPage) window.history.back();
      else close();
    });
  }
  miniApp.ready();
  return { close };
}
