import { MESSAGES } from './messages';

/** The server's own failure text (its message, else its error field), or undefined when it sent none. */
export function serverFailureMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return undefined;
}

/** Generic request failure text: server message, else its error field, else 'Something went wrong'. */
export function failureMessage(body: unknown): string {
  return serverFailureMessage(body) ?? MESSAGES.generic;
}
