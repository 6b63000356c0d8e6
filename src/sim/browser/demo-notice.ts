import type { ParseKeys } from 'i18next';
import type { DemoNotices, DemoStorageNotice } from './demo-storage';

export type Translate = (key: `common:${ParseKeys<'common'>}`) => string;

const NOTICE_ID = 'earn-sim-notice';

/**
 * Shows the demo's storage notices in a small banner (styled through the CSSOM, like the simulator panel:
 * a tool outside the app's themes, and no style attribute a strict CSP would block). Text comes translated
 * from the app (`common:demoStorage.*`).
 */
export function showDemoNotices(notices: DemoNotices, t: Translate): void {
  let dismissed = new Set<DemoStorageNotice>();
  const render = () => {
    const pending = notices.list().filter((notice) => !dismissed.has(notice));
    document.getElementById(NOTICE_ID)?.remove();
    if (pending.length === 0) return;
    const box = document.createElement('div');
    box.id = NOTICE_ID;
    box.setAttribute('role', 'status');
    box.setAttribute('data-notices', pending.join(' '));
    Object.assign(box.style, {
      position: 'fixed',
      insetInlineEnd: '12px',
      bottom: '12px',
      zIndex: '2147483000',
      maxWidth: '360px',
      padding: '12px 14px',
      background: '#fff8e1',
      color: '#3d2c00',
      border: '1px solid #c9a227',
      borderRadius: '8px',
      boxShadow: '0 2px 8px rgba(0,0,0,.25)',
      font: '13px/1.45 system-ui, sans-serif',
    });
    for (const notice of pending) {
      const line = document.createElement('p');
      Object.assign(line.style, { margin: '0 0 8px' });
      line.textContent = t(`common:demoStorage.${notice}`);
      box.appendChild(line);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = t('common:demoStorage.dismiss');
    Object.assign(close.style, { font: 'inherit', padding: '4px 10px', cursor: 'pointer' });
    close.addEventListener('click', () => {
      dismissed = new Set(notices.list());
      render();
    });
    box.appendChild(close);
    document.body.appendChild(box);
  };
  notices.subscribe(render);
  render();
}
