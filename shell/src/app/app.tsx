import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from '@sentiscope/shared/router';
import type { AppStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import { buildRoutes } from './routing/app-routes';
import { PRERENDERED_ATTRIBUTE } from './routing/route-table';

function Routes() {
  const [routes] = useState(buildRoutes);
  return useRoutes(routes);
}

export function App({ store }: { store: AppStore }) {
  // The live site has committed: the page no longer shows the server's prerendered copy (scripts/shell-page.ts).
  useEffect(() => document.getElementById('root')?.removeAttribute(PRERENDERED_ATTRIBUTE), []);
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
