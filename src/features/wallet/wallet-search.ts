import { WalletRecordType } from '@/api/earn/earn-enums';
import { integerIn, isoDate, oneOf, searchValidator, type SearchOf } from '@/lib/search-readers';

/** The wallet page's search parameters: PnL period and the records filters. Hostile values are dropped. */
export const PNL_PERIODS = ['7d', '30d', '90d', '180d'] as const;
export type PnlPeriod = (typeof PNL_PERIODS)[number];

export const RECORD_TYPE_NAMES = {
  subscribe: WalletRecordType.Subscribe,
  redeem: WalletRecordType.Redeem,
  interest: WalletRecordType.Interest,
  claim: WalletRecordType.Claim,
  bonus: WalletRecordType.Bonus,
  settlement: WalletRecordType.Settlement,
  refund: WalletRecordType.Refund,
  transferIn: WalletRecordType.TransferIn,
  transferOut: WalletRecordType.TransferOut,
} as const;
export type RecordTypeName = keyof typeof RECORD_TYPE_NAMES;
export const RECORD_TYPE_KEYS = Object.keys(RECORD_TYPE_NAMES) as [RecordTypeName, ...RecordTypeName[]];

const walletSearchShape = {
  pnl: oneOf(PNL_PERIODS),
  rtype: oneOf(RECORD_TYPE_KEYS),
  rfrom: isoDate,
  rto: isoDate,
  rpage: integerIn(1, 10_000),
};
export const walletSearchSchema = searchValidator(walletSearchShape);
export type WalletSearch = SearchOf<typeof walletSearchShape>;

export const PNL_DAYS: Record<PnlPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '180d': 180 };
