import { createContext, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { clearLoadFailure, isFailedRemoteModule, lastLoadFailure } from './load-failures';

export type PageModule = { default: ComponentType };
/** Loads one exposed module by federation id ('mfe_auth/LoginPage'). */
export type RemoteLoader = (id: string) => Promise<unknown>;

export const federationLoader: RemoteLoader = (id) => loadRemote(id);

/** The loader pages use; tests and tools can hand in another through this context. */
export const RemoteLoaderContext = createContext<RemoteLoader>(federationLoader);

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remoteId: string,
    message: string,
  ) {
    super(message);
  }
}

export const REMOTE_LOAD_TIMEOUT_MS = 15000;

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(id, 'It is taking too long to load.')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Per loader: the pages preloaded, and the preloads under way or done (asking again then loads nothing more). */
const preloads = new WeakMap<RemoteLoader, { pages: Map<string, PageModule>; running: Map<string, Promise<void>> }>();
const preloadsOf = (loader: RemoteLoader) => {
  let entry = preloads.get(loader);
  if (!entry) {
    entry = { pages: new Map(), running: new Map() };
    preloads.set(loader, entry);
  }
  return entry;
};

/**
 * Loads a page before it is shown, so it renders without a loading state: the landing route's page before the
 * shell first renders, when the HTML carries a prerendered copy of it (the copy stays on screen until React
 * replaces it with the live page), and a page whose link the visitor points at (use-preload-on-intent.ts).
 * Callers first ask whether the visit may open the page (page-access.ts).
 * A failure is left to the page's own loader (fallback with Retry); a later preload of that page tries again.
 */
export function preloadPage(id: string, loader: RemoteLoader = federationLoader): Promise<void> {
  const { pages, running } = preloadsOf(loader);
  const started = running.get(id);
  if (started) return started;
  const load = loadPage(loader, id).then(
    (page) => {
      pages.set(id, page);
    },
    () => {
      // RemotePage loads it again and shows the failure.
      running.delete(id);
    },
  );
  running.set(id, load);
  return load;
}

/** The page `preloadPage` loaded with this loader, if any. */
export const preloadedPage = (id: string, loader: RemoteLoader = federationLoader): PageModule | undefined => preloads.get(loader)?.pages.get(id);

/** Loads an exposed page and checks it is a component; every failure becomes a RemoteLoadError. */
export async function loadPage(loader: RemoteLoader, id: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<PageModule> {
  const remote = id.split('/')[0];
  let loaded: unknown;
  try {
    loaded = await withTimeout(Promise.resolve().then(() => loader(id)), timeoutMs, id);
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    const reported = lastLoadFailure(remote);
    throw new RemoteLoadError(id, reported?.message ?? (error instanceof Error ? error.message : String(error)));
  }
  if (isFailedRemoteModule(loaded)) throw new RemoteLoadError(id, loaded.message);
  const page = (loaded as Partial<PageModule> | null | undefined)?.default;
  if (typeof page !== 'function' && (typeof page !== 'object' || page === null)) {
    throw new RemoteLoadError(id, `${id} does not export a page.`);
  }
  clearLoadFailure(remote);
  return { default: page };
}
