import { loadScript, loadStylesheet } from '@/platform/load-script';

/**
 * The support chatbot, an external script (the demo serves a stand-in, `src/sim/static/chatbot/chatbot.js`,
 * that opens a chat panel). Loaded only when `scheduleChatbot` fires, so no page pays for it up front. Once
 * started it receives the language and the user info (spec §1), and again whenever the user logs in or out.
 */
const CHATBOT_SCRIPT = '/chatbot/chatbot.js';
const CHATBOT_CSS = '/chatbot/chatbot.css';

export interface ChatUser {
  id: string;
  name: string;
  vip: boolean;
}

export interface SupportChat {
  init: () => void;
  setLanguage: (lang: string) => void;
  setUser: (user: ChatUser | null) => void;
}

declare global {
  interface Window {
    SupportChat?: SupportChat;
  }
}

export interface RunningChat {
  setUser: (user: ChatUser | null) => void;
}

/** Loads and starts the chatbot; null when its script is unavailable (the page simply has no chat). */
export async function startChatbot(lang: string, user: ChatUser | null): Promise<RunningChat | null> {
  try {
    await loadScript(CHATBOT_SCRIPT);
  } catch {
    console.info('[chat] support chatbot unavailable');
    return null;
  }
  const chat = window.SupportChat;
  if (!chat?.init) return null;
  loadStylesheet(CHATBOT_CSS).catch(() => console.warn('[chat] failed to load chatbot CSS', CHATBOT_CSS));
  try {
    chat.init();
    chat.setLanguage(lang);
    chat.setUser(user);
  } catch (error) {
    console.warn('[chat] support chatbot failed to start', error);
    return null;
  }
  return {
    setUser: (next) => {
      try {
        chat.setUser(next);
      } catch (error) {
        console.warn('[chat] support chatbot refused the user', error);
      }
    },
  };
}
