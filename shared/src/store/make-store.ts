import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { TOKEN_STORAGE_KEY } from '@sentiscope/shared/contract';
import { api } from '@sentiscope/shared/api';
import { configSlice, type ConfigState } from './config-slice';
import { loggedOut, sessionFromToken, sessionSlice, tokenSet } from './session-slice';
import { stockSlice } from './stock-slice';

const rootReducer = combineSlices(api, configSlice, sessionSlice, stockSlice);
export type RootState = ReturnType<typeof rootReducer>;

export type StoreOptions = {
  config?: Partial<ConfigState>;
  /** Where the session token lives; window.localStorage in the browser. */
  storage?: Storage | null;
  preloadedState?: Partial<RootState>;
};

const defaultStorage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

/** One store for the whole site: the shell makes it, remotes read it; a remote running alone makes its own. */
export function makeStore(options: StoreOptions = {}) {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const persistence = createListenerMiddleware();
  persistence.startListening({
    actionCreator: tokenSet,
    effect: (_action, listenerApi) => {
      const { token } = (listenerApi.getState() as RootState).session;
      if (token) storage?.setItem(TOKEN_STORAGE_KEY, token);
      else storage?.removeItem(TOKEN_STORAGE_KEY);
    },
  });
  persistence.startListening({
    actionCreator: loggedOut,
    effect: (_action, listenerApi) => {
      storage?.removeItem(TOKEN_STORAGE_KEY);
      listenerApi.dispatch(api.util.resetApiState());
    },
  });

  const storedToken = storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  const session = sessionFromToken(storedToken);
  if (storedToken && !session.token) storage?.removeItem(TOKEN_STORAGE_KEY);

  const base = rootReducer(undefined, { type: '@@init' });
  const preloadedState: RootState = {
    ...base,
    session,
    ...options.preloadedState,
    config: { ...base.config, ...options.preloadedState?.config, ...trimConfig(options.config) },
  } as RootState;

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(persistence.middleware).concat(api.middleware),
  });
}

function trimConfig(config: Partial<ConfigState> | undefined): Partial<ConfigState> {
  if (!config) return {};
  return {
    ...(config.apiBaseUrl ? { apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, '') } : {}),
    ...(config.apiVersion ? { apiVersion: config.apiVersion } : {}),
  };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
