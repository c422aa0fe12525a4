// The soak's sources (npm run soak): the fake market on loopback (test/support/fake-sources.ts) whose data grows
// while the soak runs (one more closed day for every asset, a few headlines each time), and which flaps: each path
// in turn answers 500, 429, an HTML page with status 200, or too late to be waited for, then recovers.
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { allAssets } from '../src/catalogue/service/catalogue';
import { startFakeSources, type Fault, type FakeSources } from '../test/support/fake-sources';

const PATHS = ['/api/v3/klines', '/q/d/l/', '/feeds/rss.xml', '/feeds/atom.xml'] as const;
const HTML = '<!doctype html><html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>';
/** The days the fake holds back at the start and adds during the soak, one at a time. */
export const GROWING_DAYS = 30;

export type SoakFakes = {
  env: FakeSources['env'];
  /** Adds the next closed day of every asset (until yesterday) and `headlines` new headlines. */
  grow(headlines: number): void;
  /** Changes which paths fail and how; returns what each path now does. */
  flap(random: () => number): string;
  /** Every path answers again. */
  calm(): void;
  /** What the fakes serve: every asset's closed days, and every headline's link. */
  served(): Promise<{ days: Map<string, string[]>; links: string[] }>;
  faults: Record<string, number>;
  close(): Promise<void>;
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function closes(fake: FakeSources, symbol: string, crypto: boolean): Promise<{ date: string; close: number }[]> {
  if (crypto) {
    const rows = (await (await fetch(`${fake.url}/api/v3/klines?symbol=${symbol}&startTime=0&limit=100000`)).json()) as [number, string, string, string, string][];
    return rows.map((r) => ({ date: isoDay(r[0]), close: Number(r[4]) }));
  }
  const text = await (await fetch(`${fake.url}/q/d/l/?s=${symbol.toLowerCase()}.us&i=d`)).text();
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map((c) => ({ date: c[0], close: Number(c[4]) }));
}

export async function startSoakFakes(days: number): Promise<SoakFakes> {
  const started = Date.now();
  // The fakes' series end GROWING_DAYS + 1 days ago; the soak adds the days after, up to yesterday.
  const fake = await startFakeSources({ days, now: () => started - GROWING_DAYS * MS_PER_DAY });
  const symbols = allAssets().map((a) => ({ id: a.id, symbol: a.livePair ?? a.symbol, crypto: a.livePair !== null }));
  const last = new Map<string, { date: string; close: number }>();
  for (const s of symbols) last.set(s.symbol, (await closes(fake, s.symbol, s.crypto)).at(-1) as { date: string; close: number });
  const links: string[] = [];
  const faults: Record<string, number> = { '500': 0, '429': 0, 'html 200': 0, timeout: 0 };
  let headlineCount = 0;

  return {
    env: fake.env,
    grow(headlines) {
      const yesterday = isoDay(Date.now() - MS_PER_DAY);
      for (const s of symbols) {
        const prev = last.get(s.symbol) as { date: string; close: number };
        const date = isoDay(Date.parse(`${prev.date}T00:00:00Z`) + MS_PER_DAY);
        if (date > yesterday) continue;
        const close = prev.close * (1 + 0.004 * Math.sin(date.length + headlineCount));
        fake.addCandle(s.symbol, { date, close });
        last.set(s.symbol, { date, close });
      }
      for (let i = 0; i < headlines; i++) {
        headlineCount += 1;
        const link = `https://soak.example/story/${headlineCount}`;
        const subject = ['Bitcoin', 'Ethereum', 'Solana', 'Apple', 'Nvidia', 'Tesla', 'Microsoft', 'Crypto markets'][headlineCount % 8];
        fake.addHeadline({ title: `${subject} moves as soak story ${headlineCount} breaks`, link, publishedAt: new Date(Date.now() - 60_000).toISOString(), feed: headlineCount % 2 ? 'rss' : 'atom' });
        links.push(link);
      }
    },
    flap(random) {
      return PATHS.map((path) => {
        const roll = random();
        let fault: Fault | null = null;
        let name = 'ok';
        if (roll < 0.1) [fault, name] = [{ status: 500 }, '500'];
        else if (roll < 0.2) [fault, name] = [{ status: 429 }, '429'];
        else if (roll < 0.3) [fault, name] = [{ body: HTML }, 'html 200'];
        else if (roll < 0.4) [fault, name] = [{ delayMs: 4000 }, 'timeout'];
        fake.fault(path, fault);
        if (fault) faults[name] += 1;
        return `${path} ${name}`;
      }).join(', ');
    },
    calm() {
      for (const path of PATHS) fake.fault(path, null);
    },
    async served() {
      const days = new Map<string, string[]>();
      const yesterday = isoDay(Date.now() - MS_PER_DAY);
      for (const s of symbols) days.set(s.id, (await closes(fake, s.symbol, s.crypto)).map((c) => c.date).filter((d) => d <= yesterday));
      return { days, links: [...links] };
    },
    faults,
    close: () => fake.close(),
  };
}
