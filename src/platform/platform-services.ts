import { createContext, useContext } from 'react';
import type { ClientPlatform } from './client-platform';
import { currentClientPlatform } from './current-platform';

/**
 * What the page's host offers features, whichever integration provides it. The integrations themselves
 * (src/platform/mini-program, src/platform/app-webview) are loaded lazily by the app shell only where they
 * apply and handed down through this context: features never import them.
 */
export interface AppWebviewServices {
  /** The app's own login screen; 'unavailable' when the bridge cannot be reached. */
  login(): Promise<'ok' | 'cancelled' | 'unavailable'>;
  /** The app hides the web header (its auto-hide setting). */
  headerHidden: boolean;
  /** Opens a web path natively when the app has a screen for it; false when it has none (follow the link). */
  openNative(href: string): boolean;
}

export interface MiniProgramServices {
  /** Closes the mini-program (back from its first page). */
  close(): void;
}

export interface PlatformServices {
  platform: ClientPlatform;
  /** Set inside the exchange's app once its bridge is ready (versions above 3.6.1). */
  app: AppWebviewServices | null;
  /** Set inside the messaging mini-program once its SDK started. */
  miniProgram: MiniProgramServices | null;
}

export const PlatformServicesContext = createContext<PlatformServices>({
  platform: currentClientPlatform(),
  app: null,
  miniProgram: null,
});

export function usePlatformServices(): PlatformServices {
  return useContext(PlatformServicesContext);
}
