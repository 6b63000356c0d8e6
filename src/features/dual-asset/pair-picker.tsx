import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DualDirection } from '@/api/earn/earn-enums';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { CoinIcon } from '@/ui/coin-icon';
import { pairKey, type DualPair } from '@/products/dual/ladder';
import * as css from './pair-picker.css';

/**
 * Coin (pair) and direction, as two radio groups: arrow keys move within a group, as everywhere. Each
 * direction says in one line what it does with the user's money.
 */
export function PairPicker({
  pairs,
  pair,
  directions,
  direction,
  coins,
  onPair,
  onDirection,
}: {
  pairs: readonly DualPair[];
  pair: DualPair;
  directions: readonly DualDirection[];
  direction: DualDirection;
  coins: CoinCatalogue | undefined;
  onPair: (pair: DualPair) => void;
  onDirection: (direction: DualDirection) => void;
}) {
  const { t } = useTranslation('dual');
  const name = useId();
  const nameOf = (coin: number) => coinName(coins, coin);
  const base = nameOf(pair.base);
  const quote = nameOf(pair.quote);
  return (
    <div className={css.picker}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('picker.coin')}</legend>
        <div className={css.chips}>
          {pairs.map((p) => {
            const coin = coins?.byEnum.get(p.base);
            return (
              <label key={pairKey(p)} className={css.chip}>
                <input
                  type="radio"
                  className={css.radio}
                  name={`${name}-pair`}
                  checked={pairKey(p) === pairKey(pair)}
                  onChange={() => onPair(p)}
                  data-testid={`dual-pair-${nameOf(p.base)}-${nameOf(p.quote)}`}
                />
                <CoinIcon name={nameOf(p.base)} lightSrc={coin?.lightIcon} darkSrc={coin?.darkIcon} size={20} />
                <span dir="ltr">
                  {nameOf(p.base)}/{nameOf(p.quote)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('picker.direction')}</legend>
        <div className={css.directions}>
          {[DualDirection.BuyLow, DualDirection.SellHigh].map((d) => {
            const buyLow = d === DualDirection.BuyLow;
            return (
              <label key={d} className={css.direction}>
                <input
                  type="radio"
                  className={css.radio}
                  name={`${name}-direction`}
                  checked={d === direction}
                  disabled={!directions.includes(d)}
                  onChange={() => onDirection(d)}
                  data-testid={buyLow ? 'dual-direction-buy-low' : 'dual-direction-sell-high'}
                />
                <span>{t(buyLow ? 'direction.buyLow' : 'direction.sellHigh')}</span>
                <span className={css.directionHint}>
                  {t(buyLow ? 'direction.buyLowHint' : 'direction.sellHighHint', { base, quote })}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
