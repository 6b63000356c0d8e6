import { useTranslation } from 'react-i18next';
import type { ProductType } from '@/api/earn/earn-enums';
import { requestLogin } from '@/platform/login-request';
import { Button, buttonClass } from '@/ui/button';
import { useSubscribeEligibility } from './use-eligibility';
import * as css from './account.css';

/** The exchange's identity verification page (outside this app); it returns with redirect_url. */
export const KYC_PATH = '/user/accounts/auth/personal/';

/**
 * The subscribe button of any product, driven by eligibility (spec §4): Subscribe, Log in, Verify identity,
 * Check again, or disabled with the reason. Product pages render it in place of their own button; the route
 * loads the `account` namespace.
 */
export function SubscribeGate({ product, onSubscribe, label }: {
  product: { product_id: string; product_type: ProductType; required_kyc_level: number };
  onSubscribe: () => void;
  /** Replaces the "Subscribe" label when the user may subscribe (e.g. "Stake"). */
  label?: string;
}) {
  const { t } = useTranslation('account');
  const { action, requiredKycLevel, retry } = useSubscribeEligibility(product);
  const reason = action.reasonKey ? t(action.reasonKey, { level: requiredKycLevel }) : null;
  const text = action.kind === 'subscribe' && label ? label : t(action.labelKey);

  let control;
  if (action.kind === 'verify') {
    const back = encodeURIComponent(`${window.location.pathname}${window.location.search}`);
    control = <a className={buttonClass('primary')} href={`${KYC_PATH}?redirect_url=${back}`}>{text}</a>;
  } else {
    const onClick = action.kind === 'login' ? () => requestLogin({}) : action.kind === 'retry' ? retry : onSubscribe;
    control = (
      <Button onClick={onClick} disabled={action.disabled} pending={action.kind === 'wait'} data-eligibility={action.kind}>
        {text}
      </Button>
    );
  }
  return (
    <div className={css.gate}>
      {control}
      {reason && <p className={css.gateReason}>{reason}</p>}
    </div>
  );
}
