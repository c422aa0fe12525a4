// The unsubscribe link of alert and digest mail: GET shows one button (a link scanner opening it changes nothing),
// or says the link no longer works or was already used; POST stops the mail, from that button or from a mail
// client's RFC 8058 one-click POST ("List-Unsubscribe=One-Click", form-encoded). No sign-in; the token does
// nothing else, and only once.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DELIVERY_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { unsubscribe, unsubscribeState, type UnsubscribeRefusal } from '../service/unsubscribe';
import { typed } from '../../platform/http/schemas';
import { unsubscribeQuery } from './schemas';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>Unsubscribe - SentiScope</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}@media (prefers-color-scheme:dark){body{background:#111827;color:#f3f4f6}}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#4f46e5;color:#fff;cursor:pointer}</style></head><body><h1>SentiScope</h1>${body}</body></html>`);
}

/** A link that changes nothing: not valid (404), or already used (409, with the day it was used). */
const refusal = (reply: FastifyReply, state: UnsubscribeRefusal) =>
  state.state === 'used' ? page(reply, 409, `<p>${escape(DELIVERY_MESSAGES.unsubscribeUsed(state.day))}</p>`) : page(reply, 404, `<p>${escape(DELIVERY_MESSAGES.unsubscribeInvalid)}</p>`);

export function registerUnsubscribeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (scope) => {
    // Mail clients post the one-click body form-encoded; only these routes read that type.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, { form: String(body) }));

    typed(scope).get('/unsubscribe', { config: { access: 'public' }, schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
      const now = await unsubscribeState(ctx, request.query.token);
      if (now.state !== 'usable') return refusal(reply, now);
      return page(reply, 200, `<p>Stop these e-mails?</p><form method="post" action="?token=${escape(encodeURIComponent(request.query.token))}"><button type="submit">Unsubscribe</button></form>`);
    });

    typed(scope).post('/unsubscribe', { config: { access: 'public' }, schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
      const done = await unsubscribe(ctx, request.query.token);
      return done.state === 'done' ? page(reply, 200, `<p>${escape(DELIVERY_MESSAGES.unsubscribed)}</p>`) : refusal(reply, done);
    });
  });
}
