// `npm run bench:lighthouse`: Lighthouse 12 (mobile, simulated throttling) on the production build served as
// `npm start` serves it, for /, /plans, /login and a signed-in /dashboard; the median of RUNS runs per page.
// `--check` fails when a median misses a budget (`--only /,/login` limits the pages, `--runs N` the runs;
// `--stable-only` judges the largest paint and layout shift alone, as CI does). `--a11y` scores accessibility and SEO instead (one run per
// page, each failing audit listed; with `--check` anything under 100 fails).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { adminToken, startSite, type Site } from '../e2e/support/site';
import { ROOT } from './apps';
import { prerender } from './prerender';

export const BUDGET = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };
/**
 * `--stable-only` (CI): judge only what stays put on a busy 2-core machine.
 * - Layout shift is measured, not simulated, and has held at 0-0.02 in every run.
 * - The largest paint is the prerendered heading. Its simulated time follows the requests before it (the HTML,
 *   its styles, the font), and no script is among them since the downloads moved after the first paint. It has
 *   held at 1.2-1.4 s in every run since, in CI and on an idle machine alike.
 * - The score and TBT are simulated from the CPU time observed. They swing by 10-15 points (TBT by up to
 *   hundreds of ms) between runs of the same build, so they stay in this bench.
 */
const STABLE_ONLY = process.argv.includes('--stable-only');

type Page = { path: string; signedIn: boolean };
const PAGES: Page[] = [
  { path: '/', signedIn: false },
  { path: '/plans', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

type Figures = { performance: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number; siMs: number };

const argValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One Lighthouse report of a page in a fresh Chromium: a signed-in page is opened as a returning member (the token in
 * storage, the HTTP cache holding nothing of the site's code).
 */
async function report(site: Site, page: Page, token: string, categories: string[]) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_FLAGS,
  });
  try {
    const tab = await browser.newPage();
    if (page.signedIn) {
      await tab.goto(site.url('/remotes.json'));
      await tab.evaluate((t) => localStorage.setItem('token', t), token);
    }
    const result = await lighthouse(
      site.url(page.path),
      { output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: page.signedIn },
      undefined,
      tab,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
    return lhr;
  } finally {
    await browser.close();
  }
}

async function runOnce(site: Site, page: Page, token: string): Promise<Figures> {
  const lhr = await report(site, page, token, ['performance']);
  const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  if (process.argv.includes('--explain')) {
    // What the figures are made of: the largest paint's element and the elements that moved.
    type Item = { node?: { snippet?: string; selector?: string }; score?: number; items?: Item[] };
    const items = (id: string) => ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []);
    const lcp = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
    console.log(`  ${page.path} LCP element: ${lcp?.selector ?? '?'} ${lcp?.snippet?.slice(0, 120) ?? ''}`);
    // What the simulation starts from: the paints as this machine observed them, unthrottled.
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
    console.log(`  ${page.path} observed: first paint ${observed.observedFirstContentfulPaint} ms, largest paint ${observed.observedLargestContentfulPaint} ms, load ${observed.observedLoad} ms`);
    type Task = { url?: string; duration?: number; startTime?: number };
    for (const task of ((lhr.audits['long-tasks']?.details as { items?: Task[] } | undefined)?.items ?? []).slice(0, 6)) {
      console.log(`  ${page.path} long task ${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms: ${task.url ?? '?'}`);
    }
    for (const shift of items('layout-shifts').slice(0, 4)) console.log(`  ${page.path} shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? '?'} ${shift.node?.snippet?.slice(0, 100) ?? ''}`);
  }
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    siMs: audit('speed-index'),
  };
}

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode?: string; details?: { items?: Array<{ node?: { selector?: string; snippet?: string } }> } };

/** Accessibility and SEO scores of one page, with the audits that failed and the elements they failed on. */
async function auditA11y(site: Site, page: Page, token: string) {
  const lhr = await report(site, page, token, ['accessibility', 'seo']);
  const failed = (Object.values(lhr.audits) as Audit[]).filter(
    (a) => a.score !== null && a.score < 1 && !['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode ?? ''),
  );
  const scored = new Set(
    [lhr.categories.accessibility, lhr.categories.seo].flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)),
  );
  return {
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    failed: failed.map((a) => ({ id: a.id, title: a.title, scored: scored.has(a.id), nodes: (a.details?.items ?? []).slice(0, 4).map((i) => i.node?.selector ?? i.node?.snippet ?? '') })),
  };
}

async function mainA11y(pages: Page[]) {
  const site = await startSite();
  const misses: string[] = [];
  try {
    const token = pages.some((p) => p.signedIn) ? await adminToken(site) : '';
    console.log('Lighthouse 12, mobile: accessibility and SEO');
    console.log(`${'page'.padEnd(12)} ${'a11y'.padStart(5)} ${'SEO'.padStart(5)}`);
    for (const page of pages) {
      const figures = await auditA11y(site, page, token);
      console.log(`${page.path.padEnd(12)} ${String(figures.accessibility).padStart(5)} ${String(figures.seo).padStart(5)}`);
      for (const audit of figures.failed) console.log(`  failed ${audit.id}${audit.scored ? '' : ' [not scored]'} (${audit.title}) ${audit.nodes.filter(Boolean).join(' | ')}`);
      if (figures.accessibility < 100) misses.push(`${page.path} accessibility ${figures.accessibility}`);
      if (figures.seo < 100) misses.push(`${page.path} SEO ${figures.seo}`);
    }
  } finally {
    await site.close();
  }
  if (misses.length) {
    console.log(`\nUnder 100: ${misses.join('; ')}`);
    if (process.argv.includes('--check')) process.exit(1);
  } else console.log('\nAccessibility and SEO 100 on every page.');
}

async function main() {
  if (process.argv.includes('--a11y')) {
    const only = argValue('--only')?.split(',');
    if (!existsSync(path.join(ROOT, 'shell', 'dist', 'prerendered-home.json'))) await prerender();
    return mainA11y(only ? PAGES.filter((p) => only.includes(p.path)) : PAGES);
  }
  const runs = Math.max(1, Number(argValue('--runs') ?? 3));
  const only = argValue('--only')?.split(',');
  const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
  // A dist built without its prerender (one app at a time, or --dev): draw the copies first (in Node, no browser).
  if (!existsSync(path.join(ROOT, 'shell', 'dist', 'prerendered-home.json'))) await prerender();
  const site = await startSite();
  const misses: string[] = [];
  try {
    const token = await adminToken(site);
    console.log(`Lighthouse 12, mobile (simulated throttling), median of ${runs} runs; production build from ${path.basename(process.cwd())}`);
    console.log(`${'page'.padEnd(12)} ${'perf'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'FCP'.padStart(8)} ${'SI'.padStart(8)}   runs (perf)`);
    for (const page of pages) {
      const results: Figures[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await runOnce(site, page, token));
      const m = Object.fromEntries(
        (Object.keys(results[0]) as Array<keyof Figures>).map((key) => [key, median(results.map((r) => r[key]))]),
      ) as Figures;
      console.log(
        `${page.path.padEnd(12)} ${String(m.performance).padStart(5)} ${`${Math.round(m.lcpMs)} ms`.padStart(8)} ${`${Math.round(m.tbtMs)} ms`.padStart(8)} ${m.cls.toFixed(3).padStart(6)} ${`${Math.round(m.fcpMs)} ms`.padStart(8)} ${`${Math.round(m.siMs)} ms`.padStart(8)}   ${results.map((r) => r.performance).join(', ')}`,
      );
      if (!STABLE_ONLY) {
        if (m.performance < BUDGET.performance) misses.push(`${page.path} performance ${m.performance} < ${BUDGET.performance}`);
        if (m.tbtMs > BUDGET.tbtMs) misses.push(`${page.path} TBT ${Math.round(m.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
      }
      if (m.lcpMs > BUDGET.lcpMs) misses.push(`${page.path} LCP ${Math.round(m.lcpMs)} ms > ${BUDGET.lcpMs} ms`);
      if (m.cls > BUDGET.cls) misses.push(`${page.path} CLS ${m.cls.toFixed(3)} > ${BUDGET.cls}`);
    }
  } finally {
    await site.close();
  }
  const budget = STABLE_ONLY
    ? `LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}`
    : `performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}`;
  if (misses.length) {
    console.log(`\nOver budget (${budget}): ${misses.join('; ')}`);
    if (process.argv.includes('--check')) process.exit(1);
  } else console.log(`\nAll pages within budget (${budget}).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
