import type { ApiEnvelope } from '@sentiscope/shared/contract';

/** An answer's `data`, as the envelope carries it (docs/api.md). */
export const dataOf = <T,>(response: ApiEnvelope<T>): T => response.data as T;
