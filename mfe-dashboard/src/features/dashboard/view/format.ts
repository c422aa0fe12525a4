/** A price with sensible precision: 2 decimals above 1, more for small prices. */
export function formatPrice(value: number): string {
  const digits = Math.abs(value) >= 1 ? 2 : 6;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A fraction as a signed percentage: 0.1234 -> '+12.34 %'. */
export function formatPercent(value: number | null, signed = true): string {
  if (value === null) return '–';
  const text = `${(value * 100).toFixed(2)} %`;
  return signed && value > 0 ? `+${text}` : text;
}
