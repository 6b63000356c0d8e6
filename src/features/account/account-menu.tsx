import { useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { logoutAndReload } from '@/api/main/logout';
import type { UserProfile } from '@/api/main/user-profile';
import { requestLogin } from '@/platform/login-request';
import { Button } from '@/ui/button';
import { usePopupMenu } from '@/ui/use-popup-menu';
import { currentLocaleParam } from './locale-param';
import { useCurrentUser } from '@/products/session';
import { userLabel } from './session';
import * as css from './account-menu.css';

/**
 * The header's account corner (strings from the shell's `common` namespace, so it needs no extra file): log in
 * and sign up for visitors; for a user, the masked email or mobile, the VIP label and log out. `drawer` is the
 * mobile menu's flat variant.
 */
export function AccountMenu({
  variant = 'header',
  onAction,
}: {
  variant?: 'header' | 'drawer';
  onAction?: () => void;
}) {
  const { user, isPending } = useCurrentUser();
  if (user) return variant === 'header' ? <UserDropdown user={user} /> : <UserPanel user={user} />;
  // While the session is read the visitor actions hold their place, invisible: nothing moves for visitors.
  return <VisitorActions hidden={isPending} onAction={onAction} />;
}

function VisitorActions({ hidden, onAction }: { hidden: boolean; onAction?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <span
      className={css.visitor}
      style={hidden ? { visibility: 'hidden' } : undefined}
      aria-hidden={hidden || undefined}
    >
      <Link
        to="/{-$locale}/earn/login/"
        params={currentLocaleParam()}
        search={{ redirect_url: href }}
        className={css.textLink}
        tabIndex={hidden ? -1 : undefined}
        onClick={(event) => {
          onAction?.();
          // With the shell listening, log in over the page instead of leaving it.
          if (!event.metaKey && !event.ctrlKey && !event.shiftKey && requestLogin({})) event.preventDefault();
        }}
      >
        {t('account.login')}
      </Link>
      <Link
        to="/{-$locale}/earn/login/"
        params={currentLocaleParam()}
        search={{ redirect_url: href, mode: 'signup' }}
        className={css.accentLink}
        tabIndex={hidden ? -1 : undefined}
        onClick={() => onAction?.()}
      >
        {t('account.signup')}
      </Link>
    </span>
  );
}

function VipBadge({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  if (!user.loyalty_vip_info.is_vip) return null;
  return <span className={css.vip}>{t('account.vip', { level: user.loyalty_vip_info.label_level })}</span>;
}

function LogoutButton() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      size="small"
      pending={pending}
      onClick={() => {
        setPending(true);
        void logoutAndReload();
      }}
    >
      {t('account.logout')}
    </Button>
  );
}

function UserDropdown({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const { open, menuId, wrapRef, buttonRef, toggle, close } = usePopupMenu();

  return (
    <div className={css.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={css.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        // The label holds the visible text (name and VIP badge), as WCAG 2.5.3 asks.
        aria-label={`${t('account.menu')}: ${userLabel(user)}${user.loyalty_vip_info.is_vip ? ` ${t('account.vip', { level: user.loyalty_vip_info.label_level })}` : ''}`}
        onClick={toggle}
      >
        <span className={css.userLabel}>{userLabel(user)}</span> <VipBadge user={user} />
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={menuId} className={css.popup}>
          <p className={css.popupUser}>{userLabel(user)}</p>
          <ul className={css.popupList}>
            <li>
              <Link
                to="/{-$locale}/earn/wallet/"
                params={currentLocaleParam()}
                className={css.popupItem}
                onClick={close}
              >
                {t('nav.wallet')}
              </Link>
            </li>
            <li>
              <Link
                to="/{-$locale}/earn/order-list/"
                params={currentLocaleParam()}
                className={css.popupItem}
                onClick={close}
              >
                {t('nav.orders')}
              </Link>
            </li>
          </ul>
          <LogoutButton />
        </div>
      )}
    </div>
  );
}

function UserPanel({ user }: { user: UserProfile }) {
  return (
    <div className={css.panel}>
      <span className={css.panelUser}>
        <span className={css.userLabel}>{userLabel(user)}</span>
        <VipBadge user={user} />
      </span>
      <LogoutButton />
    </div>
  );
}
