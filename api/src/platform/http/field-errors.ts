import { validateField } from '@sentiscope/shared/contract';

/** First failing field rule among the given fields, in form order ('' when all pass). */
export function firstError(checks: Array<[Parameters<typeof validateField>[0], string | undefined | null]>, values = {}): string {
  for (const [field, value] of checks) {
    const message = validateField(field, value ?? '', values);
    if (message) return message;
  }
  return '';
}
