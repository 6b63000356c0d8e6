/**
 * Adds a script or stylesheet of this origin to the document once: a second call for the same URL returns the
 * first call's promise. Used by the integrations that come as external files (the shell, the support chatbot).
 */
const loading = new Map<string, Promise<void>>();

function once(key: string, start: () => Promise<void>): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    pending = start();
    loading.set(key, pending);
    // A failure may be retried by a later call.
    pending.catch(() => loading.delete(key));
  }
  return pending;
}

export function loadScript(src: string): Promise<void> {
  return once(
    `script ${src}`,
    () =>
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`failed to load ${src}`));
        document.head.appendChild(script);
      }),
  );
}

export function loadStylesheet(href: string): Promise<void> {
  return once(
    `style ${href}`,
    () =>
      new Promise((resolve, reject) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = () => resolve();
        link.onerror = () => reject(new Error(`failed to load ${href}`));
        document.head.appendChild(link);
      }),
  );
}
