import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FAILED_REMOTE_MODULE, recordLoadFailure, type FailedRemoteModule } from './load-failures';

// Runs before sharing is set up: it must not import React or any shared module.

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Remote ids look like 'mfe_auth/LoginPage'; manifest failures report the manifest URL instead. */
const remoteOf = (id: string, remoteName?: string): string => remoteName ?? id.split('/')[0] ?? id;

export default function resilienceRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sentiscope-resilience',
    errorLoadRemote(args) {
      const remote = remoteOf(args.id, args.remote?.name);
      const message = messageOf(args.error);
      recordLoadFailure({ id: remote, stage: args.lifecycle, message, at: Date.now() });
      switch (args.lifecycle) {
        case 'afterResolve':
          // The manifest could not be fetched or read. Answer nothing: the runtime forgets the failed
          // manifest request, the load rejects, and the page fallback offers Retry, which fetches it again.
          return undefined;
        case 'onLoad': {
          // The remote entry or a page chunk failed. Hand back a marker module instead of throwing inside
          // the runtime; the page loader turns it into a retryable error for the fallback.
          const failed: FailedRemoteModule = { [FAILED_REMOTE_MODULE]: true, id: args.id, message };
          return failed;
        }
        case 'beforeLoadShare':
          // A shared singleton could not be provided; nothing can stand in for React or the store.
          return undefined;
        case 'beforeRequest':
        default:
          // An id no registered remote serves: a wiring mistake, surfaced as it is.
          return undefined;
      }
    },
  };
}
