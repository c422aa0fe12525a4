// Who may call a route, declared once in its options (`config: { access }`) and checked by one hook before the
// body is read or validated: an anonymous call to a protected route is a 401 whatever it sends. A route
// registered without an access level stops the app from starting.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, type ApiKeyScope } from '@sentiscope/shared/contract';
import type { DeviceRequestsTable, UsersTable } from '../db/schema';
import { CACHE_CONTROL } from './wire';

/**
 * - `public`: anyone; `optional-member`: anyone, and a valid access token is read when sent (the caller's view);
 * - `member`: a signed-in member's access token; `super-admin`: a super admin's (see `checkSuperAdmin`);
 * - `device-conflict`: the 3-minute token of a sign-in refused for too many devices; `member-or-device-conflict`: either;
 * - `member-or-feedback`: an access token or the short feedback token given at sign-out.
 */
export type Access = 'public' | 'optional-member' | 'member' | 'super-admin' | 'device-conflict' | 'member-or-device-conflict' | 'member-or-feedback';

/**
 * `secondFactor`: the session's sign-in used the second factor (or the session proved a code when enrolling).
 * `apiKey`: the member called with an API key (no session: `sessionId` is empty), only on routes that declare `key`.
 */
export type AccessAuth = { kind: 'access'; userId: string; sessionId: string; secondFactor: boolean; user: UsersTable; apiKey?: { id: string } };
export type ConflictAuth = { kind: 'device-conflict'; userId: string; request: DeviceRequestsTable };
/** The account of a rating token given at sign-out; `tokenId` names that token, so it is spent with its one rating. */
export type FeedbackAuth = { kind: 'feedback'; userId: string; tokenId: string };
export type Caller = AccessAuth | ConflictAuth | FeedbackAuth;

/** Finds the caller a route's access level admits for this bearer token, or refuses (401/403). */
export type ResolveCaller = (access: Exclude<Access, 'public'>, token: string | null) => Promise<Caller | null>;

/**
 * Admits an API key (`ss_…`) on a route that needs `scope` (undefined: the route declares none, so no key may
 * call it), setting the quota's headers on the answer; refuses with 401, 403 or 429.
 */
export type ResolveKey = (secret: string, scope: ApiKeyScope | undefined, setHeader: (name: string, value: string) => void) => Promise<AccessAuth>;

/** The access levels whose routes may open to API keys: those that admit a member. */
const KEY_OPEN_ACCESS: readonly Access[] = ['member', 'optional-member'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The API key scope that opens this route to keys; a route that declares none answers 403 to every key. */
    key?: ApiKeyScope;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Checks every route of `app` (and its children) for its declared access, and admits callers by it. */
export function installAccess(app: FastifyInstance, resolve: ResolveCaller, resolveKey?: ResolveKey): void {
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access level (config.access)`);
    if (route.config?.key && !KEY_OPEN_ACCESS.includes(access)) throw new Error(`${String(route.method)} ${route.url} opens to API keys but not to members`);
  });
  app.addHook('onRequest', async (request, reply) => {
    const { access, key } = request.routeOptions.config;
    // Unknown routes reach the not-found answer with no access level; no caller is read for them.
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (resolveKey && token?.startsWith(API_KEY_PREFIX)) {
      request.caller = await resolveKey(token, key, (name, value) => void reply.header(name, value));
      return;
    }
    request.caller = await resolve(access, token);
  });
}

/** The signed-in member of a `member`, `super-admin` or `optional-member` route (null only for the last). */
export function memberOf(request: FastifyRequest): AccessAuth {
  const caller = request.caller;
  if (caller?.kind !== 'access') throw new Error(`${request.routeOptions.url} has no signed-in member`);
  return caller;
}

/** The caller of a route open to members or a device conflict's temporary token. */
export function memberOrConflictOf(request: FastifyRequest): AccessAuth | ConflictAuth {
  const caller = request.caller;
  if (caller?.kind !== 'access' && caller?.kind !== 'device-conflict') throw new Error(`${request.routeOptions.url} has no member or conflict`);
  return caller;
}

/** The waiting device of a `device-conflict` route. */
export function conflictOf(request: FastifyRequest): ConflictAuth {
  const caller = request.caller;
  if (caller?.kind !== 'device-conflict') throw new Error(`${request.routeOptions.url} has no device conflict`);
  return caller;
}

/**
 * Answers that depend on who asks (any request carrying a token) and answers to account calls (sign-in,
 * sign-up, codes, payments: every non-GET) must never be stored by a browser or a shared cache. Public reads keep
 * whatever caching their route chose, and so does a member's view of market data that its route marked
 * private and revalidated on every use (no personal data; docs/decisions/103-caching-of-member-answers.md).
 */
export function installNoStoreForAccounts(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const memberMarketView = request.method === 'GET' && reply.getHeader('cache-control') === CACHE_CONTROL.privateData;
    if (memberMarketView) {
      done(null, payload);
      return;
    }
    if (request.headers.authorization !== undefined || (request.method !== 'GET' && request.method !== 'HEAD')) {
      reply.header('cache-control', 'no-store');
      reply.removeHeader('etag');
    }
    done(null, payload);
  });
}

/** The caller of a `member-or-feedback` route: a signed-in member or the account of a feedback token. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.routeOptions.url} has no caller`);
  return request.caller;
}

/** The signed-in member of an `optional-member` route, or null for an anonymous caller. */
export function optionalMemberOf(request: FastifyRequest): AccessAuth | null {
  return request.caller?.kind === 'access' ? request.caller : null;
}
