import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { BusinessError, errorTranslation } from '@/api/api-error';
import { checkAvailableQueryOptions } from '@/api/earn/check-available';
import { Eligibility, type ProductType } from '@/api/earn/earn-enums';
import { payOrderMutationOptions, type PayOrderResult } from '@/api/earn/pay-order';
import { previewOrderQueryOptions, type PreviewOrderResult } from '@/api/earn/preview-order';
import { translationKeyForCode } from '@/api/error-catalogue';
import { invalidateUserData } from '@/api/invalidate-user-data';
import { endpointKeyPrefix } from '@/api/query-keys';
import type { Decimal } from '@/lib/decimal';
import { toE8 } from '@/lib/decimal-e8';
import { clearIntent, intentFor, type StoredIntent } from './subscribe-draft';

/**
 * The subscribe flow: preview-order (the estimate) -> check-available (eligibility and limits for this
 * amount) -> pay-order (places the order, idempotent by client order id) -> the new position is read back
 * (get-positions) to confirm it. Errors are kept as translation keys and shown where they happened; the
 * amount is never touched by the flow, so it survives every error.
 */

export interface FlowProduct {
  productId: string;
  productType: ProductType;
  coin: number;
}

export type PromptKind = 'kyc' | 'kycUnknown' | 'blocked';

export type Step =
  | { name: 'form' }
  | { name: 'prompt'; kind: PromptKind; requiredLevel: number; userLevel: number }
  | { name: 'review'; preview: PreviewOrderResult; intent: StoredIntent }
  | { name: 'done'; order: PayOrderResult; preview: PreviewOrderResult };

export interface FlowError {
  key: string;
  values: Record<string, string | number>;
}

function toFlowError(error: unknown): FlowError {
  const { key, values } = errorTranslation(error);
  return { key, values: error instanceof BusinessError ? { code: error.code, ...values } : values };
}

export function useSubscribeFlow(product: FlowProduct, { loggedIn, onLogin }: { loggedIn: boolean; onLogin: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [error, setError] = useState<FlowError | null>(null);
  const [checking, setChecking] = useState(false);
  const pay = useMutation(payOrderMutationOptions());
  // Synchronous guards: a second click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  /** From the form: estimate and eligibility for an amount already validated on the client. */
  async function review(amount: Decimal, autoReinvest: boolean | undefined): Promise<void> {
    if (inFlight.current) return;
    if (!loggedIn) {
      onLogin();
      return;
    }
    inFlight.current = true;
    setChecking(true);
    setError(null);
    const amountE8 = toE8(amount);
    try {
      const preview = await queryClient.fetchQuery(
        previewOrderQueryOptions({
          order_kind: 1,
          product_id: product.productId,
          product_type: product.productType,
          coin: product.coin,
          amount_e8: amountE8,
          ...(autoReinvest === undefined ? {} : { auto_reinvest: autoReinvest }),
        }),
      );
      const check = await queryClient.fetchQuery(
        checkAvailableQueryOptions({ product_id: product.productId, product_type: product.productType, amount_e8: amountE8 }),
      );
      const levels = { requiredLevel: check.required_kyc_level, userLevel: check.user_kyc_level };
      switch (check.eligibility) {
        case Eligibility.NotLoggedIn:
          onLogin();
          return;
        case Eligibility.KycLimited:
          setStep({ name: 'prompt', kind: 'kyc', ...levels });
          return;
        case Eligibility.KycLimitedQueryException:
          setStep({ name: 'prompt', kind: 'kycUnknown', ...levels });
          return;
        case Eligibility.TagBlocked:
          setStep({ name: 'prompt', kind: 'blocked', ...levels });
          return;
        default:
          break;
      }
      if (check.reason_code !== 0) {
        setError({ key: translationKeyForCode('earn', check.reason_code), values: { code: check.reason_code } });
        return;
      }
      const intent = intentFor({ productId: product.productId, amountE8, autoReinvest: autoReinvest ?? false }, Date.now());
      setStep({ name: 'review', preview, intent });
    } catch (caught) {
      setError(toFlowError(caught));
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  }

  /** From the review: place the order. A retry (after a timeout, a double click, a reload) reuses the id. */
  async function confirm(): Promise<void> {
    if (step.name !== 'review' || inFlight.current || pay.isPending) return;
    inFlight.current = true;
    setError(null);
    const { intent, preview } = step;
    try {
      const order = await pay.mutateAsync({
        client_order_id: intent.clientOrderId,
        product_id: product.productId,
        product_type: product.productType,
        coin: product.coin,
        amount_e8: intent.amountE8,
        ...(intent.autoReinvest ? { auto_reinvest: true } : {}),
      });
      clearIntent(product.productId);
      setStep({ name: 'done', order, preview });
      void invalidateUserData(queryClient);
      void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'get-homepage-product-cards') });
      void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'get-product-detail') });
    } catch (caught) {
      setError(toFlowError(caught));
    } finally {
      inFlight.current = false;
    }
  }

  function back(): void {
    setError(null);
    setStep({ name: 'form' });
  }

  return { step, error, checking, paying: pay.isPending, review, confirm, back, clearError: () => setError(null) };
}
