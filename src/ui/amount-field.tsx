import type { ClipboardEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatAmountInput, parseAmount, trimPastedAmount } from '@/lib/parse-amount';
import { TextField } from './text-field';
import * as css from './amount-field.css';
import { focusHere } from './step-focus';

/**
 * The amount input of every order: the text stays exactly as typed (never reformatted while typing), and is
 * read with `parseAmount` in the page's locale by whoever validates it. The coin is the suffix; Max fills
 * `max` (a canonical decimal string) written in the page's locale. A paste keeps only the number.
 */
export function AmountField({
  ref,
  label,
  value,
  onChange,
  coin,
  max,
  hint,
  error,
  placeholder,
  focusFirst,
  name = 'amount',
  locale = getIntlLocale(),
}: {
  /** The input, to focus it when a submit finds its amount wrong. */
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  /** The coin's name, shown after the number. */
  coin: string;
  /** Canonical decimal ("1234.5"), already rounded to the coin's precision; no Max button when null. */
  max?: string | null;
  hint?: ReactNode;
  /** Translated error text; sets aria-invalid and is announced. */
  error?: ReactNode;
  placeholder?: string;
  /** The dialog (or step) holding the field opens on it (see the modal's focusHere). */
  focusFirst?: boolean;
  name?: string;
  locale?: string;
}) {
  const { t } = useTranslation('flow');
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    // Replacing the whole field with "1,000.50 USDT": keep "1,000.50" as pasted, drop the coin.
    if (!whole || !parseAmount(pasted, locale).ok) return;
    event.preventDefault();
    onChange(trimPastedAmount(pasted));
  };
  return (
    <TextField
      ref={ref}
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      placeholder={placeholder}
      {...(focusFirst ? focusHere : {})}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onPaste={onPaste}
      hint={hint}
      error={error}
      end={
        <>
          <span className={css.unit}>{coin}</span>
          {max != null && (
            <button type="button" className={css.maxButton} onClick={() => onChange(formatAmountInput(max, locale))}>
              {/* Named by the hidden text, so the short visible word is not a second, mismatching label (axe). */}
              <span aria-hidden="true">{t('amount.max')}</span>
              <span className="visually-hidden">{t('amount.maxLabel', { coin })}</span>
            </button>
          )}
        </>
      }
    />
  );
}
