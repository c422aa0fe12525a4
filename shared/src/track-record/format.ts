/** A return or a share as a percentage with one decimal: +2.4%, −0.8%, 51.2% (shares take no sign). */
export function percent(value: number, signed = true): string {
  const text = `${Math.abs(value * 100).toFixed(1)}%`;
  if (!signed) return text;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** 'YYYY-MM-DD' as "12 Mar 2024" in UTC. */
export function dayText(day: string | null): string {
  if (!day) return '–';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** First letter in upper case: 'extreme fear' → 'Extreme fear'. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
