import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyse, type AnalysedAsset } from '../src/analysis/analyse';
import { prepareHeadlines } from '../src/analysis/headlines';
import { writeWithLlm } from '../src/analysis/llm-writer';
import { narrativeFacts } from '../src/analysis/narrative';
import { allAssets } from '../src/catalogue/service/catalogue';
import { realCandles, realHeadlines } from './analysis-data';

const btc = allAssets().find((a) => a.id === 'btc') as AnalysedAsset;
const analysis = analyse({
  asset: btc,
  candles: realCandles('BTC-USD'),
  headlines: prepareHeadlines(realHeadlines()),
  start: '2022-01-01',
  end: '2022-03-31',
  dataSource: { prices: 'csv', headlines: 'csv', demo: false, label: null },
});
const facts = narrativeFacts(analysis);

type Reply = { status?: number; content?: string; delayMs?: number };
let reply: Reply = {};
let lastBody: { model?: string; messages?: { role: string; content: string }[] } | null = null;
let lastAuth: string | undefined;
let server: Server;
const timers = new Set<NodeJS.Timeout>();
let baseUrl: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    lastBody = JSON.parse(body);
    lastAuth = req.headers.authorization;
    const send = () => {
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: reply.content ?? '' } }] }));
    };
    if (reply.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, reply.delayMs);
      timers.add(timer);
    }
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const config = () => ({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 300 });

describe('optional LLM writer on an OpenAI-compatible API', () => {
  it('uses the answer when every number in it is one of the facts, and sends only the facts', async () => {
    reply = {
      content: `${facts.asset} closed at ${facts.lastClose} on ${facts.endDate}, ${facts.rangeReturn} over the range.\n\nMarket mood is ${facts.mood} of 100 (${facts.moodBand}); RSI 14 is ${facts.rsi14}.\n\nThis is a statistical range, not a prediction: ${facts.range90Low} to ${facts.range90High} over ${facts.horizonDays} days.`,
    };
    const result = await writeWithLlm(facts, config());
    expect(result).toEqual({ ok: true, paragraphs: expect.any(Array) });
    expect(result.ok && result.paragraphs).toHaveLength(3);
    expect(lastBody?.model).toBe('test-model');
    expect(lastAuth).toBe('Bearer test-key');
    const user = lastBody?.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(JSON.parse(user).facts).toEqual(facts);
  });

  it('accepts a fact rounded to fewer decimals but not a number that is not in the facts', async () => {
    const rsiWhole = String(Math.round(Number(facts.rsi14)));
    reply = { content: `RSI 14 is about ${rsiWhole}.` };
    expect((await writeWithLlm(facts, config())).ok).toBe(true);
    reply = { content: `${facts.asset} closed at ${facts.lastClose}. Analysts expect $123,456 by 2031-01-01.` };
    const result = await writeWithLlm(facts, config());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/unsupported figures: .*123456.*2031-01-01|unsupported figures: .*2031-01-01.*123456/);
  });

  it('falls back on a timeout', async () => {
    reply = { content: 'Fine.', delayMs: 1500 };
    const started = Date.now();
    const result = await writeWithLlm(facts, config());
    expect(result).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('falls back on an error status or an empty answer', async () => {
    reply = { status: 500, content: 'x' };
    expect(await writeWithLlm(facts, config())).toEqual({ ok: false, reason: 'http 500' });
    reply = { content: '   ' };
    expect(await writeWithLlm(facts, config())).toEqual({ ok: false, reason: 'empty answer' });
  });

  it('falls back when nothing listens', async () => {
    const result = await writeWithLlm(facts, { ...config(), baseUrl: 'http://127.0.0.1:9/v1' });
    expect(result.ok).toBe(false);
  });
});
