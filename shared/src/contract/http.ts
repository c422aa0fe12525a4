import { MESSAGES } from './messages';

/** Generic request failure text (SPEC §8): server message, else its error field, else 'Something went wrong'. */
export function failureMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return MESSAGES.generic;
}
