import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { API_VERSION } from '@sentiscope/shared/contract';

export type ConfigState = {
  /** API origin from the registry, e.g. http://localhost:4000 (no version, no trailing slash). */
  apiBaseUrl: string;
  apiVersion: string;
};

const initialState: ConfigState = { apiBaseUrl: 'http://localhost:4000', apiVersion: API_VERSION };

export const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    apiConfigured(state, action: PayloadAction<Partial<ConfigState>>) {
      if (action.payload.apiBaseUrl) state.apiBaseUrl = action.payload.apiBaseUrl.replace(/\/+$/, '');
      if (action.payload.apiVersion) state.apiVersion = action.payload.apiVersion;
    },
  },
  selectors: {
    selectApiBaseUrl: (state) => state.apiBaseUrl,
    selectApiRoot: (state) => `${state.apiBaseUrl}/${state.apiVersion}`,
  },
});

export const { apiConfigured } = configSlice.actions;
export const { selectApiBaseUrl, selectApiRoot } = configSlice.selectors;
