import { ProductType, StakingAction, WalletRecordType } from '@/api/earn/earn-enums';
import { e8 } from '../../handlers/wire/format';
import { coin as coinOf } from '../coins';
import { addRecord, credit, debit } from '../ledger';
import { dec, floorTo } from '../money';
import type { SimFamily } from './family-rules';

/**
 * On-chain staking: one position per user and product; the stake is active after the chain's processing
 * hours, an unstake arrives after its unbonding hours (the product's redemption rule); liquid staking gives
 * a receipt coin at the product's exchange rate and takes it back on unstake.
 */
export const staking: SimFamily = {
  type: ProductType.Pos,
  family: 'pos',
  aggregated: true,

  orderTerms(_world, _product, _req, order) {
    order.stakingAction = StakingAction.Stake;
  },

  onChain: true,

  /** Liquid staking: the receipt coin for the staked amount, at the product's exchange rate. */
  staked(_world, user, product, amount) {
    if (product.staking?.receiptCoin && product.staking.exchangeRate) {
      credit(user, product.toAccountType, product.staking.receiptCoin, amount.times(product.staking.exchangeRate));
    }
  },

  /** The daily reward compounds into the stake (liquid staking) or becomes claimable. */
  payDaily(world, product, position, paid, at, pnlUsd) {
    if (product.payout.compound) {
      position.principal = dec(position.principal).plus(paid).toFixed();
      addRecord(world.state, {
        userId: position.userId,
        type: WalletRecordType.Interest,
        coin: position.returnCoin,
        amount: paid,
        productType: product.type,
        productId: product.id,
        orderId: position.orderId,
        at,
        pnlUsd,
      });
      return;
    }
    position.claimable = dec(position.claimable).plus(paid).toFixed();
  },

  /** Liquid staking: the receipt coin for the unstaked amount goes back. */
  unstaked(_world, user, product, value) {
    const receipt = product.staking?.receiptCoin;
    if (receipt !== undefined && product.staking?.exchangeRate) {
      debit(
        user,
        product.toAccountType,
        receipt,
        floorTo(value.times(product.staking.exchangeRate), coinOf(receipt).assetPrecision),
      );
    }
  },

  /** What the reward fee has kept so far, set against the rate quoted in the wallet. */
  positionWire({ position, row }) {
    if (position.rewardFeeKept !== undefined) row.reward_fee_kept_e8 = e8(position.rewardFeeKept);
  },

  productWire(_world, product, _userId, detail) {
    if (!product.staking) return;
    detail.staking = {
      chain: product.staking.chain,
      stake_processing_hours: product.staking.stakeHours,
      unstake_processing_hours: product.staking.unstakeHours,
      ...(product.staking.rewardFeeRate === undefined ? {} : { reward_fee_rate_e8: e8(product.staking.rewardFeeRate) }),
    };
    if (product.staking.receiptCoin !== undefined && product.staking.exchangeRate) {
      detail.staking.receipt_coin = product.staking.receiptCoin;
      detail.staking.exchange_rate_e8 = e8(product.staking.exchangeRate);
    }
  },
};
