// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '@/lib/parse-amount';
import { AmountField } from '@/ui/amount-field';
import { withSimulatedExchange } from '../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'flow'] });

function Field({ locale, max = null, error }: { locale: string; max?: string | null; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <AmountField
        label="Amount"
        coin="USDT"
        locale={locale}
        value={value}
        onChange={setValue}
        max={max}
        error={error}
      />
      <output data-testid="parsed">{JSON.stringify(parseAmount(value, locale))}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;

describe('AmountField', () => {
  it('keeps the typed text exactly, and it reads in the page locale', () => {
    render(<Field locale="es" />);
    fireEvent.change(input(), { target: { value: '1.000,5' } });
    expect(input().value).toBe('1.000,5');
    expect(screen.getByTestId('parsed').textContent).toBe('{"ok":true,"value":"1000.5"}');
    expect(input().getAttribute('inputmode')).toBe('decimal');
    expect(input().getAttribute('autocomplete')).toBe('off');
    expect(input().getAttribute('dir')).toBe('ltr');
  });

  it("Max writes the maximum in the page's one numbering system (Latin digits in ar-SA too)", () => {
    render(<Field locale="ar-SA" max="1234.56" />);
    fireEvent.click(screen.getByRole('button', { name: 'Use the maximum amount of USDT' }));
    expect(input().value).toBe('1234.56');
    expect(screen.getByTestId('parsed').textContent).toBe('{"ok":true,"value":"1234.56"}');
  });

  it('has no Max button without a maximum', () => {
    render(<Field locale="en" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a paste over the whole field keeps the number as pasted and drops the coin', () => {
    render(<Field locale="en" />);
    input().setSelectionRange(0, 0);
    fireEvent.paste(input(), { clipboardData: { getData: () => '1,000.50 USDT' } });
    expect(input().value).toBe('1,000.50');
    expect(screen.getByTestId('parsed').textContent).toBe('{"ok":true,"value":"1000.5"}');
  });

  it('wires the error to the input', () => {
    render(<Field locale="en" error="Enter an amount." />);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const described = input().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Enter an amount.');
  });
});
