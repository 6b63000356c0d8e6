import { Decimal } from '@/lib/decimal';
import { priceText } from '@/products/offer-format';

/**
 * The chart's price labels, kept once written: the axis writes each of them again on every redraw, and a live
 * price redraws the chart on each push (the labels took about a tenth of the live page's script).
 */
const axisLabels = new Map<string, string>();
const AXIS_LABELS_KEPT = 500;

/** A price on the chart's axis (a float from the chart, read to ten digits), as the page writes prices. */
export function axisLabel(price: number, locale: string): string {
  const key = `${locale}|${price}`;
  let text = axisLabels.get(key);
  if (text === undefined) {
    if (axisLabels.size >= AXIS_LABELS_KEPT) axisLabels.clear();
    text = priceText(new Decimal(price.toPrecision(10)), locale);
    axisLabels.set(key, text);
  }
  return text;
}
