/**
 * Why a source's answer was not data, as data-health shows it (docs/ingestion.md, "Failure reasons"): the
 * connection failed, the host said no, or the host answered 200 with something that is not what was asked for.
 */
export type SourceFailure =
  | 'offline'
  | 'unreachable'
  | 'timeout'
  | 'http-status'
  | 'rate-limited'
  | 'challenge'
  | 'wrong-type'
  | 'empty'
  | 'error-body'
  | 'truncated'
  | 'too-large'
  | 'redirect-refused'
  | 'resting'
  | 'implausible'
  | 'malformed'
  | 'deadline';

/** A source answered with something other than data: the message data-health shows, and its reason. */
export class SourceError extends Error {
  readonly reason: SourceFailure;

  constructor(message: string, reason: SourceFailure = 'malformed') {
    super(message);
    this.name = 'SourceError';
    this.reason = reason;
  }
}

/** The reason of any failure: a SourceError's own, else the host could not be reached. */
export const failureReason = (error: unknown): SourceFailure => (error instanceof SourceError ? error.reason : 'unreachable');
