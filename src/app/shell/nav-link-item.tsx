import type { KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParams } from '@/i18n/locale-links';
import type { NavLink } from './nav-model';

/** One navigation entry; marks itself current when the page is at or below its path. */
export function NavLinkItem({
  item,
  className,
  activeClassName,
  onNavigate,
  onKeyDown,
  labelOverride,
}: {
  item: NavLink;
  className: string;
  activeClassName?: string;
  onNavigate?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
  labelOverride?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={item.to}
      params={{ ...localeParams(), article: item.article } as never}
      className={className}
      activeOptions={{ exact: false, includeSearch: false }}
      activeProps={{ className: `${className} ${activeClassName ?? ''}`, 'aria-current': 'page' }}
      onClick={onNavigate}
      onKeyDown={onKeyDown}
    >
      {labelOverride ?? t(`nav.${item.labelKey}`)}
    </Link>
  );
}
