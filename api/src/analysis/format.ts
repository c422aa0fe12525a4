// Number formatting for the narrative: fixed rules, no locale, so the same number always reads the same.

function groupThousands(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function fixed(x: number, decimals: number): string {
  const s = Math.abs(x).toFixed(decimals);
  const [i, f] = s.split('.');
  const body = f === undefined ? groupThousands(i) : `${groupThousands(i)}.${f}`;
  return x < 0 && Number(s) !== 0 ? `-${body}` : body;
}

/** $43,210 above 1,000; $12.34 above 1; otherwise four significant digits ($0.0812). */
export function price(x: number): string {
  const abs = Math.abs(x);
  if (abs >= 1000) return `$${fixed(x, 0)}`;
  if (abs >= 1) return `$${fixed(x, 2)}`;
  if (abs === 0) return '$0';
  const decimals = Math.min(10, 3 - Math.floor(Math.log10(abs)));
  return `$${fixed(x, decimals)}`;
}

/** A fraction as a signed percentage with one decimal: 0.1234 -> "+12.3%". */
export function signedPct(x: number): string {
  const s = fixed(x * 100, 1);
  return x * 100 >= 0.05 ? `+${s}%` : `${s}%`;
}

/** A fraction as a percentage with no sign and no decimals: 0.456 -> "46%". */
export function pct(x: number): string {
  return `${fixed(x * 100, 0)}%`;
}

export function num(x: number, decimals: number): string {
  return fixed(x, decimals);
}
