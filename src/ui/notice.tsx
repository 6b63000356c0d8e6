import type { ReactNode } from 'react';
import * as css from './notice.css';

/** An inline message. Errors are announced at once (role=alert), the rest politely (role=status). */
export function Notice({
  tone = 'info',
  children,
  action,
}: {
  tone?: keyof typeof css.tones;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={css.tones[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
      {action && <div style={{ marginTop: 8 }}>{action}</div>}
    </div>
  );
}
