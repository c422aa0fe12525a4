// The request log (docs/security.md, "What the request log holds"): one line per request, written when its answer
// is finished, through a buffered destination that never makes a request wait for the output it goes to.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

const { streamSym, chindingsSym } = pino.symbols;
/** The per-request logger is pino's, which exposes its stream and its serialised bindings for integrations. */
type PinoLogger = pino.Logger & Record<symbol, unknown>;
type Stream = { write(line: string): unknown };

/** Lines wait until this much is buffered (or FLUSH_MS passes) and go out in one write. */
const MIN_BYTES = 4096;
const FLUSH_MS = 250;
/** Past this much unwritten output (whatever reads it has stalled), lines are dropped rather than kept in memory. */
const MAX_BYTES = 16 * 1024 * 1024;

/** Request lines are handed to the destination this many bytes at a time, or BATCH_MS after the first one waits. */
const BATCH_BYTES = 32_768;
const BATCH_MS = 50;
let waiting: { stream: Stream; text: string; timer: NodeJS.Timeout } | null = null;

/** Hands the waiting request lines to their destination (on a timer, when full, and before the process ends). */
export function flushRequestLines(): void {
  if (!waiting) return;
  const { stream, text, timer } = waiting;
  waiting = null;
  clearTimeout(timer);
  stream.write(text);
}

/**
 * Request lines go to the destination in batches: one write per batch instead of one per request, since each write
 * to the destination costs far more than joining a line (about a tenth of the API's throughput at 25,000 requests
 * a second, docs/decisions/196-one-request-line-written-in-batches.md).
 */
function batch(stream: Stream, line: string): void {
  if (waiting && waiting.stream !== stream) flushRequestLines();
  if (!waiting) {
    waiting = { stream, text: line, timer: setTimeout(flushRequestLines, BATCH_MS).unref() };
    return;
  }
  waiting.text += line;
  if (waiting.text.length >= BATCH_BYTES) flushRequestLines();
}
process.on('exit', flushRequestLines);

/**
 * Fastify's per-request lines (incoming, completed, a 4xx's error) become one line on completion: the method, the
 * route as declared (its parameters' values never: they may be tokens), the status and the time in milliseconds,
 * beside the request id every line of the request carries. No header, query or body is ever read here.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, route: request.routeOptions.url ?? '(no route)', status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) return void reply.log.error({ ...line, err: error }, 'request failed');
    const log = reply.log as PinoLogger;
    if (!log.isLevelEnabled('info')) return;
    const stream = log[streamSym] as Stream | undefined;
    // The line every request writes is put together here, in pino's layout with the request's own bindings (its
    // id) as pino serialised them once: it holds only these fields, so the general path's redaction has nothing
    // to do, and skipping it saves about a third of what a line costs (docs/decisions/196-one-request-line-written-in-batches.md).
    if (stream && typeof log[chindingsSym] === 'string') {
      batch(
        stream,
        `{"level":${log.levels.values.info},"time":${Date.now()}${log[chindingsSym]},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
      );
    } else log.info(line, 'request');
  }

  /** A 4xx is in the request's line already; only a server failure gets a line of its own, with the error. */
  override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ err: error }, 'request errored');
  }
}

export type LogDestination = ReturnType<typeof pino.destination>;

/** Standard output, written asynchronously in batches; pino writes what is left synchronously when the process exits. */
export function bufferedStdout(): LogDestination {
  return pino.destination({ dest: 1, sync: false, minLength: MIN_BYTES, maxLength: MAX_BYTES, periodicFlush: FLUSH_MS });
}

/** An exception that ends the process is logged as fatal and the buffered lines written before Node stops it. */
export function flushOnFatal(log: FastifyBaseLogger, destination: LogDestination): void {
  process.on('uncaughtExceptionMonitor', (error, origin) => {
    try {
      flushRequestLines();
      log.fatal({ err: error }, origin);
      destination.flushSync();
    } catch {
      // The output itself is gone: nothing more can be said.
    }
  });
}
