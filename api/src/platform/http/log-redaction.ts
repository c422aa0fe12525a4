import type { FastifyServerOptions } from 'fastify';

/** The address without its query: links and forms may carry tokens, codes or e-mail addresses there. */
export const pathOnly = (url: string | undefined): string => (url ?? '').split('?')[0].slice(0, 200);

/**
 * The request log never holds a token, code or password: requests are logged by method and path only (no query,
 * no headers, no body) and the Authorization header is redacted wherever an object carries it.
 */
export function redactedLogger(logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger ? redactedLogger({}) : false;
  return {
    ...logger,
    redact: { paths: ['req.headers.authorization', 'headers.authorization', '*.password', '*.token', '*.otp'], censor: '[redacted]' },
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string }) => ({ method: req.method, url: pathOnly(req.url), remoteAddress: req.ip }),
    },
  } as FastifyServerOptions['logger'];
}
