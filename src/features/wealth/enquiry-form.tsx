import { useKeyText } from '@/i18n/use-key-text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName } from '@/api/earn/get-coins';
import { errorTranslation } from '@/api/api-error';
import { ProductType } from '@/api/earn/earn-enums';
import { allProductCardPagesQueryOptions } from '@/api/earn/get-homepage-product-cards';
import {
  listWealthEnquiriesQueryOptions,
  submitWealthEnquiryMutationOptions,
  type SubmitWealthEnquiryRequest,
} from '@/api/earn/wealth-enquiry';
import { endpointKeyPrefix } from '@/api/query-keys';
import { getIntlLocale } from '@/i18n/current-locale';
import { toE8 } from '@/lib/decimal-e8';
import { formatDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { amountProblemMessage, checkAmount, type AmountProblem } from '@/products/order-flow/amount-rules';
import { useOffered } from '@/products/session';
import { useCoins } from '@/products/use-coins';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import * as css from './wealth.css';

const NOTE_MAX = 500;

interface EnquiryDraft {
  productId: string;
  amount: string;
  contact: 1 | 2;
  slot: 1 | 2 | 3;
  note: string;
}

/** The enquiry to a relationship manager (recorded by the exchange, answered with a reference) and the client's past enquiries. */
export function EnquirySection() {
  const { t } = useTranslation(['wealth', 'errors']);
  const keyText = useKeyText();
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const coins = useCoins();
  const cards = useQuery(allProductCardPagesQueryOptions({ product_types: [ProductType.NetWorth] }));
  // Only products offered to this client can be enquired about (the gray-release rule of every list).
  const { offered } = useOffered(cards.data);
  const products = useMemo(() => cards.data?.filter(offered), [cards.data, offered]);
  const enquiries = useQuery(listWealthEnquiriesQueryOptions());
  const [draft, setDraft] = useState<EnquiryDraft>({ productId: '', amount: '', contact: 1, slot: 1, note: '' });
  const [amountError, setAmountError] = useState<AmountProblem | null>(null);
  const titleId = useId();
  const submit = useMutation({
    ...submitWealthEnquiryMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'list-wealth-enquiries') }),
  });
  const product = products?.find((p) => p.product_id === draft.productId);
  // "1.000" asks which number is meant, as in every order; anything else unreadable shows the enquiry's example.
  const amountErrorText = (problem: AmountProblem) => {
    if (problem.code !== 'ambiguous')
      return t('enquiry.amountInvalid', { example: formatAmount('250000', { locale, precision: 0 }) });
    const message = amountProblemMessage(problem, { coin: '', money: String, example: '' });
    return keyText(message);
  };

  const send = () => {
    // An amount is optional; one that is typed is read as every amount field reads it (e8 precision).
    const check = draft.amount.trim() === '' ? null : checkAmount(draft.amount, locale, { precision: 8 });
    if (check !== null && !check.ok) {
      setAmountError(check.problem);
      return;
    }
    setAmountError(null);
    const request: SubmitWealthEnquiryRequest = {
      contact: draft.contact,
      slot: draft.slot,
      note: draft.note.slice(0, NOTE_MAX),
    };
    if (product) {
      request.product_id = product.product_id;
      request.coin = product.coin;
    }
    if (check?.ok) request.amount_e8 = toE8(check.amount.toFixed());
    submit.mutate(request);
  };

  return (
    <section className={css.section} aria-labelledby={titleId} data-testid="enquiry">
      <h2 className={css.sectionTitle} id={titleId}>
        {t('enquiry.title')}
      </h2>
      <p className={css.muted}>{t('enquiry.intro')}</p>
      {submit.isSuccess ? (
        <div>
          <Notice tone="success">
            <span data-testid="enquiry-sent">
              {t('enquiry.sent', {
                id: submit.data.enquiry_id,
                date: formatDateTime(unixSecondsToMs(submit.data.reply_by) ?? 0, locale),
              })}
            </span>
          </Notice>
          <div className={css.actions} style={{ marginTop: 12 }}>
            <Button
              variant="secondary"
              onClick={() => {
                submit.reset();
                setDraft({ productId: '', amount: '', contact: 1, slot: 1, note: '' });
              }}
            >
              {t('enquiry.another')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={css.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label className={css.fieldLabel}>
            {t('enquiry.product')}
            <select
              className={css.select}
              value={draft.productId}
              onChange={(event) => setDraft({ ...draft, productId: event.target.value })}
            >
              <option value="">{t('enquiry.productAny')}</option>
              {(products ?? []).map((p) => (
                <option key={p.product_id} value={p.product_id}>
                  {p.product_name ?? `${coinName(coins, p.coin)} #${p.product_id}`}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('enquiry.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={draft.amount}
            onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
            error={amountError ? amountErrorText(amountError) : undefined}
            end={product ? <span aria-hidden="true">{coinName(coins, product.coin)}</span> : undefined}
          />
          <fieldset className={css.radios}>
            <legend className={css.legend}>{t('enquiry.contact')}</legend>
            {([1, 2] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="contact"
                  checked={draft.contact === value}
                  onChange={() => setDraft({ ...draft, contact: value })}
                />{' '}
                {t(value === 1 ? 'enquiry.email' : 'enquiry.phone')}
              </label>
            ))}
          </fieldset>
          <fieldset className={css.radios}>
            <legend className={css.legend}>{t('enquiry.slot')}</legend>
            {([1, 2, 3] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="slot"
                  checked={draft.slot === value}
                  onChange={() => setDraft({ ...draft, slot: value })}
                />{' '}
                {t(`enquiry.slots.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className={css.fieldLabel}>
            {t('enquiry.note')}
            <textarea
              className={css.textarea}
              maxLength={NOTE_MAX}
              value={draft.note}
              onChange={(event) => setDraft({ ...draft, note: event.target.value })}
            />
            <span className={css.hint}>{t('enquiry.noteHint', { count: NOTE_MAX, max: NOTE_MAX })}</span>
          </label>
          {submit.error && (
            <Notice tone="error">
              {t('enquiry.failed')} {t(errorTranslation(submit.error).key, errorTranslation(submit.error).values)}
            </Notice>
          )}
          <div className={css.actions}>
            <Button type="submit" pending={submit.isPending} data-testid="enquiry-submit">
              {t('enquiry.submit')}
            </Button>
          </div>
        </form>
      )}
      {(enquiries.data?.enquiries.length ?? 0) > 0 && (
        <>
          <h3 className={css.sectionTitle} style={{ fontSize: 16, marginTop: 16 }}>
            {t('enquiry.listTitle')}
          </h3>
          <ul className={css.list} data-testid="enquiry-list">
            {enquiries.data?.enquiries.map((e) => (
              <li key={e.enquiry_id}>
                {t('enquiry.listItem', {
                  id: e.enquiry_id,
                  sent: formatDateTime(unixSecondsToMs(e.submitted_at) ?? 0, locale),
                  date: formatDateTime(unixSecondsToMs(e.reply_by) ?? 0, locale),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
