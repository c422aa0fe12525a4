// The load bench's request mix, its year-long ranges, and one result row as the bench prints it.

export type Mode = 'sqlite' | 'postgres' | 'postgres-2';
export type Kind = 'plans' | 'stocks' | 'company' | 'own stocks' | 'analysis' | 'login';
/** Share of requests per kind: mostly the public pages' reads, a quarter analyses, a few logins. */
export const MIX: [Kind, number][] = [
  ['plans', 0.3],
  ['stocks', 0.17],
  ['company', 0.1],
  ['own stocks', 0.1],
  ['analysis', 0.325],
  ['login', 0.005],
];
export const RANGES = [0, 7, 30, 90, 180].map((offset) => {
  const end = Date.UTC(2022, 5, 30) - offset * 86_400_000;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `startDate=${day(end - 364 * 86_400_000)}&endDate=${day(end)}`;
});

export type LoadResult = {
  mode: Mode;
  instances: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  errors: number;
  non2xx: number;
  counts: Record<Kind, number>;
  p99ByKind: Record<Kind, number>;
};

/** The `p` quantile of `values` in ms, to a tenth (0 without values). */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] * 10) / 10;
}

export function loadRow(r: LoadResult): string {
  const mix = (Object.keys(r.counts) as Kind[]).map((kind) => `${kind} ${r.counts[kind]} (p99 ${r.p99ByKind[kind]} ms)`).join(', ');
  return `${`${r.mode} (${r.instances} API)`.padEnd(22)} ${String(r.rps).padStart(7)} ${`${r.p50} ms`.padStart(8)} ${`${r.p99} ms`.padStart(8)} ${`${r.max} ms`.padStart(9)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)}   ${mix}`;
}
