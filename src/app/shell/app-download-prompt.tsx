import { lazy, Suspense, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { showsAppDownloadPrompt } from '@/platform/app-prompt';
import type { ClientPlatform } from '@/platform/client-platform';
import { readStoredString, writeStoredString } from '@/platform/safe-storage';
import { NO_APP_PROMPT_PATHS } from '../route-catalog';

const DISMISSED_KEY = 'earn.app-prompt-dismissed';

/**
 * "Get the app", on mobile web only and never on the wallet and order pages (spec §2). Dismissed once, it
 * stays away on this device. Its code loads only where it can show.
 */
export function AppDownloadPrompt({ platform }: { platform: ClientPlatform }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [dismissed, setDismissed] = useState(() => readStoredString(DISMISSED_KEY) === '1');
  if (dismissed || !showsAppDownloadPrompt(platform, pathname, NO_APP_PROMPT_PATHS)) return null;
  return (
    <Suspense fallback={null}>
      <PromptBanner
        onDismiss={() => {
          writeStoredString(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}

const PromptBanner = lazy(() => import('./app-download-banner').then((m) => ({ default: m.AppDownloadBanner })));
