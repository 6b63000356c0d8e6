/**
 * Who may use private wealth: VIP clients with identity verification level 2 (the products ask for it).
 * Everyone else is told which step is missing, never left at a dead end.
 */
export type PrivateWealthAccess = 'visitor' | 'verify' | 'vip' | 'qualified';

export const PRIVATE_WEALTH_KYC_LEVEL = 2;

export function privateWealthAccess(user: {
  loggedIn: boolean;
  isVip: boolean;
  kycLevel: number | null;
}): PrivateWealthAccess {
  if (!user.loggedIn) return 'visitor';
  if (user.isVip && (user.kycLevel ?? 0) >= PRIVATE_WEALTH_KYC_LEVEL) return 'qualified';
  // VIP status is granted on top of a verified identity: verification first.
  if ((user.kycLevel ?? 0) < PRIVATE_WEALTH_KYC_LEVEL) return 'verify';
  return 'vip';
}
