import { AccountMenu } from '@/features/account/account-menu';

/**
 * The header's account corner: log in and sign up for visitors (both come back to the page they left); for a
 * user, the masked email or mobile, the VIP label and log out.
 */
export function AccountArea({
  variant = 'header',
  onAction,
}: {
  variant?: 'header' | 'drawer';
  onAction?: () => void;
}) {
  return <AccountMenu variant={variant} onAction={onAction} />;
}
