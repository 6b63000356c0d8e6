import { AccountType, WalletRecordType } from '@/api/earn/earn-enums';
import { DEMO_ACCOUNTS, type DemoAccount } from '../demo-accounts';
import { coinEnum } from './coins';
import { addRecord, credit } from './ledger';
import { dec } from './money';
import type { UserState, WorldState } from './state';

/** Profiles and opening balances of the demo accounts (see docs/simulator.md). */
type Opening = Partial<Record<AccountType, Record<string, string>>>;

interface Profile {
  kycLevel: 0 | 1 | 2;
  kycState: number;
  vip: { isVip: boolean; level: number };
  tags: string[];
  restricted: boolean;
  country: string;
  opening: Opening;
}

const PROFILES: Record<DemoAccount['role'], Profile> = {
  verified: {
    kycLevel: 1,
    kycState: 2,
    vip: { isVip: false, level: 0 },
    tags: [],
    restricted: false,
    country: 'SGP',
    opening: {
      [AccountType.Funding]: {
        USDT: '25000',
        USDC: '8000',
        BTC: '0.85',
        ETH: '6.2',
        SOL: '140',
        DOT: '900',
        MNT: '5000',
        KST: '12000',
        BIT: '3000',
        ADA: '4000',
      },
      [AccountType.Spot]: { USDT: '4000', BTC: '0.1' },
      [AccountType.Uta]: { USDT: '2500', ETH: '1' },
    },
  },
  unverified: {
    kycLevel: 0,
    kycState: 0,
    vip: { isVip: false, level: 0 },
    tags: [],
    restricted: false,
    country: 'BRA',
    opening: { [AccountType.Funding]: { USDT: '1200', BTC: '0.02' } },
  },
  blocked: {
    kycLevel: 1,
    kycState: 2,
    vip: { isVip: false, level: 0 },
    tags: ['blocked'],
    restricted: false,
    country: 'DEU',
    opening: { [AccountType.Funding]: { USDT: '10000', ETH: '2' } },
  },
  vip: {
    kycLevel: 2,
    kycState: 2,
    vip: { isVip: true, level: 3 },
    tags: [],
    restricted: false,
    country: 'ARE',
    opening: {
      [AccountType.Funding]: { USDT: '600000', USDC: '250000', BTC: '12', ETH: '80' },
      [AccountType.Spot]: { USDT: '50000' },
    },
  },
  insider: {
    kycLevel: 1,
    kycState: 2,
    vip: { isVip: false, level: 0 },
    tags: [],
    restricted: false,
    country: 'SGP',
    opening: { [AccountType.Funding]: { USDT: '50000', USDC: '5000', ETH: '10', KST: '20000' } },
  },
  restricted: {
    kycLevel: 1,
    kycState: 2,
    vip: { isVip: false, level: 0 },
    tags: [],
    restricted: true,
    country: 'USA',
    opening: { [AccountType.Funding]: { USDT: '3000' } },
  },
};

function mask(username: string): { email: string; mobile: string } {
  return {
    email: `${username.slice(0, 2)}***@example.com`,
    mobile: `+65****${username.length.toString().padStart(4, '0')}`,
  };
}

/** Adds the demo accounts with their opening balances, credited as transfers in at `at`. */
export function addDemoUsers(state: WorldState, at: number): void {
  for (const account of DEMO_ACCOUNTS) {
    const profile = PROFILES[account.role];
    const contact = mask(account.username);
    const user: UserState = {
      id: account.userId,
      username: account.username,
      password: account.password,
      email: contact.email,
      mobile: contact.mobile,
      emailVerified: true,
      mobileVerified: profile.kycLevel > 0,
      has2fa: profile.vip.isVip,
      country: profile.country,
      lang: 'en',
      parentId: '0',
      status: 1,
      kycLevel: profile.kycLevel,
      kycState: profile.kycState,
      vip: profile.vip,
      tags: profile.tags,
      restricted: profile.restricted,
      wallets: {},
      autoSavings: [],
    };
    state.users[user.id] = user;
    for (const [accountType, coins] of Object.entries(profile.opening)) {
      for (const [name, amount] of Object.entries(coins ?? {})) {
        const coinValue = coinEnum(name);
        const credited = credit(user, Number(accountType), coinValue, dec(amount));
        addRecord(state, { userId: user.id, type: WalletRecordType.TransferIn, coin: coinValue, amount: credited, at });
      }
    }
  }
}
