/**
 * What the federation runtime reported about failed loads, so the page fallback can say which part is down.
 * Framework-free: the runtime plugin writes here before React or any shared module exists.
 */
export type LoadStage = 'beforeRequest' | 'afterResolve' | 'onLoad' | 'beforeLoadShare';

export type LoadFailure = {
  id: string;
  stage: LoadStage;
  message: string;
  at: number;
};

const failures = new Map<string, LoadFailure>();

export function recordLoadFailure(failure: LoadFailure): void {
  failures.set(failure.id, failure);
}

export function lastLoadFailure(id: string): LoadFailure | undefined {
  return failures.get(id);
}

export function clearLoadFailure(id: string): void {
  failures.delete(id);
}

/** Marks a module object the runtime hands back instead of a page when a remote's code could not load. */
export const FAILED_REMOTE_MODULE = '__sentiscopeRemoteLoadFailed';

export type FailedRemoteModule = { [FAILED_REMOTE_MODULE]: true; id: string; message: string };

export const isFailedRemoteModule = (value: unknown): value is FailedRemoteModule =>
  typeof value === 'object' && value !== null && FAILED_REMOTE_MODULE in value;
