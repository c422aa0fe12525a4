import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '@sentiscope/shared/contract';
import { REFUSAL_STATUS, Refusal } from '../refusal';

/** A failure the client is meant to read: status, the message shown, optional data (e.g. the device list). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests) => new HttpError(429, message);

export function ok<T>(reply: FastifyReply, message: string, data: T, status = 200) {
  return reply.code(status).send({ success: true, message, data });
}

export function sendFailure(reply: FastifyReply, status: number, message: string, data?: unknown) {
  const body: Record<string, unknown> = { success: false, message, error: message };
  if (data !== undefined) body.data = data;
  return reply.code(status).send(body);
}

type AjvIssue = { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown> };

function validationMessage(error: FastifyError): string {
  const issue = (error.validation?.[0] ?? {}) as AjvIssue;
  const where = error.validationContext ?? 'request';
  const field = issue.instancePath ? issue.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
    return `${issue.params.missingProperty} is required`;
  }
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
    return `Unknown field ${issue.params.additionalProperty} in ${where}`;
  }
  const subject = field ? `${field}` : where;
  return `Invalid ${where}: ${subject} ${issue.message ?? 'is invalid'}`.trim();
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return sendFailure(reply, error.statusCode, error.message, error.data);
    if (error instanceof Refusal) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendFailure(reply, REFUSAL_STATUS[error.kind], error.message, error.data);
    }
    if ((error as FastifyError).validation) return sendFailure(reply, 400, validationMessage(error as FastifyError));
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendFailure(reply, status, clientErrorMessage(error as FastifyError));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 500, MESSAGES.generic);
  });
  // Answers made outside our handlers (a plugin's plain-text refusal, such as an invalid CORS preflight) are put
  // in the envelope too, so every failure the client reads has the same shape.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode >= 400 && typeof payload === 'string' && !type.includes('json')) {
      const message = payload.trim() || MESSAGES.generic;
      reply.header('content-type', 'application/json; charset=utf-8');
      return done(null, JSON.stringify({ success: false, message, error: message }));
    }
    done(null, payload);
  });
  app.setNotFoundHandler((request, reply) => sendFailure(reply, 404, `Route ${request.method} ${request.url.split('?')[0].slice(0, 120)} not found`));
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      return error.statusCode === 400 && /JSON/i.test(error.message) ? 'Request body is not valid JSON' : error.message;
  }
}
