import * as z from 'zod/mini';
import { WalletRecordType } from '@/api/earn/earn-enums';

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

const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
);

export const walletSearchSchema = z.object({
  pnl: z.catch(z.optional(z.enum(PNL_PERIODS)), undefined),
  rtype: z.catch(z.optional(z.enum(RECORD_TYPE_KEYS)), undefined),
  rfrom: z.catch(z.optional(isoDate), undefined),
  rto: z.catch(z.optional(isoDate), undefined),
  rpage: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(10_000))), undefined),
});
export type WalletSearch = z.infer<typeof walletSearchSchema>;

export const PNL_DAYS: Record<PnlPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '180d': 180 };
