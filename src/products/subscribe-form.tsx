import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountType } from '@/api/earn/earn-enums';
import { getUserBalanceQueryOptions } from '@/api/earn/get-user-balance';
import type { ProductDetail } from '@/api/earn/product-schema';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import type { AmountRules } from '@/products/order-flow/amount-rules';
import type { FlowProblem } from '@/products/order-flow/order-flow-machine';
import type { SummaryRow } from '@/products/order-flow/use-order-flow';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import * as css from '@/ui/order-dialog.css';

/**
 * What a subscription dialog of the quoted families (discount buy, structured) needs besides its own terms:
 * the amount rules from the funding wallet, the draft's problem as shown, and the review's fact list.
 */

/** The amount rules of a subscription paid from the funding wallet; the balance is null until known or when logged out. */
export function useSubscribeAmount(product: ProductDetail, precision: number, loggedIn: boolean, coinName: string, locale: string) {
  const balanceQuery = useQuery({ ...getUserBalanceQueryOptions({ coins: [product.coin], account_types: [AccountType.Funding] }), enabled: loggedIn });
  const row = balanceQuery.data?.balances.find((b) => b.coin === product.coin && b.account_type === AccountType.Funding);
  const balance = !loggedIn || !balanceQuery.data ? null : row ? fromE8(row.available_e8) : new Decimal(0);
  const perUser = product.max_subscribe_amount_e8 === '-1' ? null : Decimal.max(0, fromE8(product.max_subscribe_amount_e8).minus(fromE8(product.user_subscribed_amount_e8)));
  const rules: AmountRules = { precision, min: fromE8(product.min_subscribe_amount_e8), max: perUser, balance };
  const money = (value: Decimal) => `${formatAmount(value.toFixed(), { locale, precision })} ${coinName}`;
  return { balance, rules, money, balanceFailed: loggedIn && balanceQuery.isError };
}

/** The balance in "Available: …": an ellipsis while it loads, a dash when it cannot be read (refused, failed). */
export function availableText(balance: Decimal | null, failed: boolean, money: (value: Decimal) => string): string {
  if (balance !== null) return money(balance);
  return failed ? '—' : '…';
}

/**
 * The problem shown under the form: the one the last submit found, else the flow's (a refusal), until the
 * user edits the draft. Call `edited()` from every field's change.
 */
export function useDraftProblem(state: { name: string; error?: FlowProblem | null }) {
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const [dismissed, setDismissed] = useState<FlowProblem | null>(null);
  const flowError = state.name === 'draft' && state.error !== dismissed ? (state.error ?? null) : null;
  const edited = () => {
    setProblem(null);
    if (state.name === 'draft') setDismissed(state.error ?? null);
  };
  return { shown: problem ?? flowError, setProblem, edited };
}

/** The review's facts: one term and value per summary row. */
export function ReviewFacts({ rows, children }: { rows: readonly SummaryRow[]; children?: React.ReactNode }) {
  return (
    <dl className={css.facts}>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt className={css.factTerm}>{row.label}</dt>
          <dd className={css.factValue} data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}

/** An eligibility prompt (KYC, blocked) with the way back to the form. */
export function PromptStep({ message, back, onBack }: { message: string; back: string; onBack: () => void }) {
  return (
    <>
      <Notice tone="warning">{message}</Notice>
      <div className={css.actions}>
        <Button variant="secondary" onClick={onBack}>{back}</Button>
      </div>
    </>
  );
}
