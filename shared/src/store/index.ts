export { makeStore, type AppDispatch, type AppStore, type RootState, type StoreOptions } from './make-store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { useEndSession } from './use-end-session';
export * from './session-slice';
export * from './config-slice';
export * from './stock-slice';
export * from './return-to';
