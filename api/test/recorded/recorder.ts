// Records what the API answers to a fixed list of requests, with only the genuinely random parts (tokens,
// generated ids, secrets) replaced by stable placeholders, so two runs of the same list compare byte for byte.
import { createHash } from 'node:crypto';
import type { Answer, TestApi } from '../helpers';

/** The headers a client or a cache acts on; Date, Content-Length and connection headers are left out. */
const RECORDED_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag', 'retry-after', 'content-disposition', 'location', 'ratelimit-policy', 'ratelimit'];

/** Fields whose values are random by design: sign-up ids, TOTP and API key secrets, the TOTP URI, recovery codes, a key's hint. */
const RANDOM_FIELDS = new Set(['signupId', 'secret', 'otpauthUrl', 'recoveryCodes', 'hint']);

const RANDOM_PATTERNS: Array<[kind: string, pattern: RegExp]> = [
  ['token', /eyJ[\w-]+\.[\w-]+\.[\w-]+/g],
  // Audit entries: time and sequence in base 36, then a random id.
  ['id', /(?<![0-9a-z])[0-9a-z]{12}[0-9a-f]{24}(?![0-9a-z])/g],
  ['id', /(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])/g],
  ['id', /(?<![0-9a-f])[0-9a-f]{24}(?![0-9a-f])/g],
];

/** Bodies above this size are kept as their length and digest (the analysis answers); smaller ones verbatim. */
const VERBATIM_LIMIT = 4096;

export type RecordedBody = string | { bytes: number; sha256: string; head: string };

export type RecordedAnswer = {
  name: string;
  request: string;
  status: number;
  headers: Record<string, string>;
  body: RecordedBody;
};

export type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string };

export type Recorder = {
  /** Sends one request of the list and keeps its normalised answer; returns the raw answer for the next steps. */
  call(name: string, method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** A value of this run that differs between runs of the same list (the database's kind in /health). */
  varying(value: string, label: string): void;
  answers: RecordedAnswer[];
};

function randomValues(value: unknown, key: string | null, found: string[]): void {
  if (typeof value === 'string' && key && RANDOM_FIELDS.has(key)) found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => randomValues(item, key, found));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) randomValues(v, k, found);
}

export function createRecorder(api: TestApi): Recorder {
  const placeholders = new Map<string, string>();
  const counts = new Map<string, number>();
  const answers: RecordedAnswer[] = [];

  const placeholder = (value: string, kind: string) => {
    let named = placeholders.get(value);
    if (!named) {
      const n = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, n);
      named = `<${kind}-${n}>`;
      placeholders.set(value, named);
    }
    return named;
  };

  /** Replaces every random value in `text`; answers whether anything was replaced. */
  const normalise = (text: string, parsed: unknown): { text: string; changed: boolean } => {
    const found: Array<[string, string]> = [];
    const fields: string[] = [];
    randomValues(parsed, null, fields);
    for (const value of fields) if (value) found.push([value, 'random']);
    for (const [kind, pattern] of RANDOM_PATTERNS) for (const match of text.match(pattern) ?? []) found.push([match, kind]);
    for (const value of placeholders.keys()) if (text.includes(value)) found.push([value, 'known']);
    let out = text;
    // Longest first, so a token is replaced whole before any id inside it.
    for (const [value, kind] of found.sort((a, b) => b[0].length - a[0].length)) {
      if (out.includes(value)) out = out.split(value).join(placeholder(value, kind));
    }
    return { text: out, changed: out !== text };
  };

  return {
    answers,
    varying(value, label) {
      placeholders.set(value, `<${label}>`);
    },
    async call(name, method, path, options = {}) {
      // One second between requests: rows written by different requests never tie on time, so lists keep one order.
      api.clock.advance(1000);
      const answer = await api.request(method, path, { ...options, headers: { 'accept-encoding': 'gzip', ...options.headers } });
      const { text, changed } = normalise(answer.text, answer.body);
      // The ETag of a body with random parts is random too; a later 304 naming it shows the same placeholder.
      const etag = answer.headers.get('etag');
      if (etag && changed) placeholder(etag, 'etag');
      const headers: Record<string, string> = {};
      for (const header of RECORDED_HEADERS) {
        const value = answer.headers.get(header);
        if (value !== null) headers[header] = normalise(value, null).text;
      }
      const body: RecordedBody =
        text.length <= VERBATIM_LIMIT
          ? text
          : { bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex'), head: text.slice(0, 200) };
      answers.push({ name, request: `${method} ${normalise(path, null).text}`, status: answer.status, headers, body });
      return answer;
    },
  };
}
