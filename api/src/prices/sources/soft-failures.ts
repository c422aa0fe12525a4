// The answers a source gives with status 200 that are not data, each refused with its reason (docs/ingestion.md,
// "Failure reasons"): an HTML page where JSON, CSV or a feed was due (a challenge page, a login wall, an error
// page), an empty body, a JSON error object, a body cut short.
import { SourceError } from './source-error';

export type Expect = 'json' | 'csv' | 'feed' | 'text';

const HTML_START = /^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i;
/** Words of the pages that stand between a client and the data: proof-of-work and bot checks, captchas. */
const CHALLENGE = /challenge|captcha|proof[- ]of[- ]work|just a moment|verify you are (a )?human|cf-chl|enable javascript/i;

/** Keys that, alone in a JSON object, make it a provider's error message rather than data. */
const ERROR_KEYS = ['error', 'errors', 'Error Message', 'Note', 'Information', 'detail'];

const isHtml = (body: string, type: string) => HTML_START.test(body) || (type.includes('text/html') && /^\s*</.test(body) && !/^\s*<\?xml|^\s*<(rss|feed|rdf:RDF)[\s>]/i.test(body));

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The error a JSON object carries, when it is one; null when it looks like data. */
export function jsonError(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const o = value as Record<string, unknown>;
  // Binance: {"code":-1121,"msg":"Invalid symbol."}; Coinbase: {"message":"NotFound"}.
  if (typeof o.msg === 'string' && 'code' in o) return o.msg;
  const keys = Object.keys(o);
  if (keys.length === 1 && keys[0] === 'message' && typeof o.message === 'string') return o.message;
  for (const key of ERROR_KEYS) {
    const v = o[key];
    if (!hasValue(v)) continue;
    // Kraken: {"error":[],"result":{...}} is data; {"error":["EQuery:Unknown asset pair"]} is not.
    if (key === 'error' && Array.isArray(v)) return v.map(String).join('; ');
    if (key === 'detail' && keys.length > 1) continue;
    return typeof v === 'string' ? v : JSON.stringify(v).slice(0, 200);
  }
  // Yahoo: {"chart":{"result":null,"error":{"code":"Not Found","description":"..."}}}.
  for (const inner of Object.values(o)) {
    if (inner && typeof inner === 'object' && !Array.isArray(inner) && 'error' in inner && hasValue((inner as Record<string, unknown>).error)) {
      const e = (inner as Record<string, unknown>).error as Record<string, unknown> | string;
      return typeof e === 'string' ? e : String(e.description ?? e.message ?? e.code ?? JSON.stringify(e).slice(0, 200));
    }
  }
  return null;
}

/** Throws the reason the body is not what was asked for; silent when it may be data. */
export function checkBody(body: string, expect: Expect, contentType: string): void {
  const type = contentType.toLowerCase();
  if (body.trim() === '') throw new SourceError('answered 200 with an empty body', 'empty');
  if (expect !== 'text' && isHtml(body, type)) {
    if (CHALLENGE.test(body.slice(0, 20_000))) throw new SourceError('answered a challenge page instead of data', 'challenge');
    throw new SourceError(`answered an HTML page where ${expect === 'feed' ? 'a feed' : expect.toUpperCase()} was due`, 'wrong-type');
  }
  if (expect === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      const start = body.trimStart()[0];
      if (start === '{' || start === '[') throw new SourceError('the JSON answer stops before its end', 'truncated');
      throw new SourceError(`answered ${type || 'something'} that is not JSON`, 'wrong-type');
    }
    const error = jsonError(value);
    if (error !== null) throw new SourceError(`answered an error: ${error.slice(0, 200)}`, 'error-body');
  }
  // A feed's root element opened and never closed: the answer was cut (the parser would only say it is malformed).
  const root = /<(rss|feed|rdf:RDF)[\s>]/i.exec(body.slice(0, 4096));
  if (expect === 'feed' && root && !new RegExp(`</${root[1]}>\\s*$`, 'i').test(body)) throw new SourceError('the feed stops before its end', 'truncated');
}
