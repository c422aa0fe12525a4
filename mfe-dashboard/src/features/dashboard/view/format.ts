// One formatter per precision, made on first use: `toLocaleString` with options builds a new one on every call.
const priceFormats = new Map<number, Intl.NumberFormat>();

/** A price with sensible precision: 2 decimals above 1, more for small prices. */
export function formatPrice(value: number): string {
  const digits = Math.abs(value) >= 1 ? 2 : 6;
  let format = priceFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    priceFormats.set(digits, format);
  }
  return format.format(value);
}

let volumeFormat: Intl.NumberFormat | null = null;

/** A traded volume in short form: 83,012,345,678 -> '83B'. */
export function formatVolume(value: number): string {
  volumeFormat ??= new Intl.NumberFormat('en', { notation: 'compact' });
  return volumeFormat.format(value);
}

/** A fraction as a signed percentage: 0.1234 -> '+12.34 %'. */
export function formatPercent(value: number | null, signed = true): string {
  if (value === null) return '–';
  const text = `${(value * 100).toFixed(2)} %`;
  return signed && value > 0 ? `+${text}` : text;
}
