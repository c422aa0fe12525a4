import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from '@sentiscope/shared/router';
import type { AppStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import { buildRoutes } from './routing/app-routes';

function Routes() {
  const [routes] = useState(buildRoutes);
  return useRoutes(routes);
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
