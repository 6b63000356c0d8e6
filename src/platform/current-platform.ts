import { detectClientPlatform, type ClientPlatform } from './client-platform';

interface MiniProgramWindow {
  Telegram?: {
    WebApp?: {
      platform?: string;
      expand?: () => void;
      close?: () => void;
      setBackgroundColor?: (c: string) => void;
      BackButton?: { show?: () => void; onClick?: (callback: () => void) => void };
    };
  };
}

export function currentClientPlatform(): ClientPlatform {
  if (typeof window === 'undefined') return 'pc';
  const tg = (window as unknown as MiniProgramWindow).Telegram?.WebApp;
  return detectClientPlatform({ userAgent: navigator.userAgent, miniProgramPlatform: tg?.platform });
}

/** In the mini-program the app is expanded on a black background and its back button closes it (spec §2). */
export function prepareMiniProgram(): void {
  const tg = (window as unknown as MiniProgramWindow).Telegram?.WebApp;
  if (!tg?.platform || tg.platform === 'unknown') return;
  tg.expand?.();
  tg.setBackgroundColor?.('#000000');
  tg.BackButton?.show?.();
  tg.BackButton?.onClick?.(() => tg.close?.());
}
