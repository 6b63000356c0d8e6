/**
 * The demo accounts of the simulated exchange, as plain data so the demo login page can list them
 * (src/app/main.tsx passes them on; nothing else imports src/sim). Passwords are demo-only.
 */
export interface DemoAccount {
  userId: string;
  username: string;
  password: string;
  /** What the account shows off, in English (the login page may translate by `role`). */
  description: string;
  role: 'verified' | 'unverified' | 'blocked' | 'vip' | 'insider' | 'restricted';
}

const DEMO_PASSWORD = 'earn-demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userId: '1000001',
    username: 'verified',
    password: DEMO_PASSWORD,
    role: 'verified',
    description: 'KYC level 1, balances in USDT, USDC, BTC, ETH, SOL, DOT, MNT and KST, some earn history',
  },
  {
    userId: '1000002',
    username: 'unverified',
    password: DEMO_PASSWORD,
    role: 'unverified',
    description: 'KYC level 0: flexible savings only, everything else answers "not eligible"',
  },
  {
    userId: '1000004',
    username: 'blocked',
    password: DEMO_PASSWORD,
    role: 'blocked',
    description: 'KYC level 1 with a blocked tag: refused for principal-at-risk products',
  },
  {
    userId: '1000003',
    username: 'vip',
    password: DEMO_PASSWORD,
    role: 'vip',
    description: 'VIP level 3, KYC level 2: VIP, premium fund pool and private wealth products',
  },
  {
    userId: '1000006',
    username: 'insider',
    password: DEMO_PASSWORD,
    role: 'insider',
    description: 'In the internal whitelist of gray-release scenes (pilot products)',
  },
  {
    userId: '1000008',
    username: 'restricted',
    password: DEMO_PASSWORD,
    role: 'restricted',
    description:
      'Compliance-restricted: new subscriptions answer 10024 (compliance wall); holdings stay visible and redeemable',
  },
];
