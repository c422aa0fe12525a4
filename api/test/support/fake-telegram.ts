// The Telegram Bot API on loopback, as its documentation describes it: POST /bot{token}/{method} with a JSON body,
// answered { ok: true, result } or { ok: false, error_code, description, parameters: { retry_after } }. getMe names
// the bot; getUpdates answers the updates from `offset` on, waiting up to `timeout` seconds for one (long polling);
// sendMessage records the message. A wrong token is answered 401 like the real one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type SentMessage = { chat_id: string; text: string };
export type FakeTelegram = {
  base: string;
  token: string;
  username: string;
  sent: SentMessage[];
  /** Every call by method, with its parameters (getUpdates' offsets, say). */
  calls: Array<{ method: string; params: Record<string, unknown> }>;
  /** Queues an update as a private chat's message, as a member tapping the link and Start sends `/start {code}`. */
  say(chatId: number, text: string, from?: { username?: string; first_name?: string }): void;
  /** The id of the newest update queued. */
  lastUpdateId(): number;
  /** The next sendMessage calls fail with these statuses (429 with `retry_after`). */
  failNextSends(...failures: Array<{ status: number; retryAfter?: number }>): void;
  close(): Promise<void>;
};

export async function startFakeTelegram(token = '123456789:AAFakeTokenForTheLoopbackBotApi_x1'): Promise<FakeTelegram> {
  const username = 'SentiScopeTestBot';
  const updates: Array<{ update_id: number; message: Record<string, unknown> }> = [];
  const waiting = new Set<() => void>();
  const failures: Array<{ status: number; retryAfter?: number }> = [];
  const sent: SentMessage[] = [];
  const calls: FakeTelegram['calls'] = [];
  let nextId = 100;

  const answer = (response: http.ServerResponse, status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(request.url ?? '');
      if (!match || match[1] !== token) return answer(response, match ? 401 : 404, { ok: false, error_code: match ? 401 : 404, description: match ? 'Unauthorized' : 'Not Found' });
      const method = match[2];
      const params = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ method, params });
      if (method === 'getMe') return answer(response, 200, { ok: true, result: { id: 123456789, is_bot: true, first_name: 'SentiScope', username } });
      if (method === 'sendMessage') {
        const failure = failures.shift();
        if (failure) return answer(response, failure.status, { ok: false, error_code: failure.status, description: failure.status === 429 ? `Too Many Requests: retry after ${failure.retryAfter}` : 'Forbidden: bot was blocked by the user', ...(failure.retryAfter ? { parameters: { retry_after: failure.retryAfter } } : {}) });
        sent.push({ chat_id: String(params.chat_id), text: String(params.text) });
        return answer(response, 200, { ok: true, result: { message_id: sent.length, chat: { id: params.chat_id }, text: params.text } });
      }
      if (method === 'getUpdates') {
        const offset = Number(params.offset ?? 0);
        const ready = () => updates.filter((u) => u.update_id >= offset);
        const reply = () => answer(response, 200, { ok: true, result: ready() });
        if (ready().length > 0 || !Number(params.timeout)) return reply();
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          reply();
        };
        const timer = setTimeout(wake, Number(params.timeout) * 1000);
        waiting.add(wake);
        return undefined;
      }
      return answer(response, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    token,
    username,
    sent,
    calls,
    say(chatId, text, from = { username: 'ada', first_name: 'Ada' }) {
      updates.push({ update_id: (nextId += 1), message: { message_id: nextId, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private', ...from }, from: { id: chatId, is_bot: false, ...from }, text } });
      for (const wake of [...waiting]) wake();
    },
    failNextSends: (...next) => void failures.push(...next),
    lastUpdateId: () => nextId,
    close: () =>
      new Promise((resolve) => {
        for (const wake of [...waiting]) wake();
        server.close(() => resolve());
      }),
  };
}
