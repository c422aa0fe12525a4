import type { NarrativeFacts } from './narrative';

export type LlmConfig = {
  /** Base of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1; POST {baseUrl}/chat/completions. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
};

export type LlmResult = { ok: true; paragraphs: string[] } | { ok: false; reason: string };

/** Method parameters a writer may mention without them being "new" numbers. */
export const PARAMETERS_TEXT =
  'SMA 20, 50 and 200; EMA 20; RSI 14 (70 overbought, 30 oversold); MACD 12/26/9; Bollinger 20/2; ATR 14; sentiment scale -1 to +1; mood 0 to 100.';

const SYSTEM_PROMPT = [
  'You write a short market analysis for a retail dashboard, in 3 to 5 short paragraphs of plain text separated by blank lines.',
  'Use only the facts given as JSON. Do not add any number, date, price or percentage that is not in the facts, and do not compute new ones.',
  'Call the price range a "statistical range, not a prediction". Never give advice to buy, sell or hold. If demoData is true, say these are demo data.',
].join(' ');

const DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

function numbersIn(text: string): string[] {
  return (text.replace(DATE, ' ').match(NUMBER) ?? []).map((n) => n.replace(/,/g, '')).filter((n) => n !== '');
}

function factStrings(facts: NarrativeFacts): string[] {
  return [...Object.values(facts).filter((v) => v !== null).map(String), PARAMETERS_TEXT];
}

/**
 * Numbers and dates in `text` that the facts do not support. A number is supported when some fact number,
 * rounded to the text number's decimals, equals it (so "68" is fine for "68.4%" but "70" is not).
 */
export function unsupportedFigures(text: string, facts: NarrativeFacts): string[] {
  const sources = factStrings(facts);
  const dates = new Set(sources.flatMap((s) => s.match(DATE) ?? []));
  const allowed = sources.flatMap(numbersIn).map(Number);
  const bad: string[] = [];
  for (const d of text.match(DATE) ?? []) if (!dates.has(d)) bad.push(d);
  for (const n of numbersIn(text)) {
    const decimals = n.includes('.') ? n.split('.')[1].length : 0;
    const value = Number(n);
    const f = 10 ** decimals;
    if (!allowed.some((a) => Math.round(a * f) === Math.round(value * f))) bad.push(n);
  }
  return bad;
}

/** Asks an OpenAI-compatible chat API for the narrative; any failure, timeout or unsupported number is a fallback. */
export async function writeWithLlm(facts: NarrativeFacts, config: LlmConfig): Promise<LlmResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: JSON.stringify({ facts, parameters: PARAMETERS_TEXT }) },
        ],
      }),
      signal: controller.signal,
    });
    if (!response.ok) return { ok: false, reason: `http ${response.status}` };
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') return { ok: false, reason: 'empty answer' };
    if (content.length > 4000) return { ok: false, reason: 'answer too long' };
    const paragraphs = content
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter((p) => p.length > 0);
    if (paragraphs.length === 0 || paragraphs.length > 8) return { ok: false, reason: 'wrong shape' };
    const bad = unsupportedFigures(content, facts);
    if (bad.length > 0) return { ok: false, reason: `unsupported figures: ${bad.slice(0, 5).join(', ')}` };
    return { ok: true, paragraphs };
  } catch (error) {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : `request failed: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}
