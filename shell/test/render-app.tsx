import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@sentiscope/shared/contract';
import type { AppStore } from '@sentiscope/shared/store';
import { makeTestStore } from '@sentiscope/shared/testing';
import { UiProvider } from '@sentiscope/shared/ui';
import { buildRoutes } from '@/app/routing/app-routes';
import { RemoteLoaderContext, type RemoteLoader } from '@/app/federation/remote-loader';
import { testPages } from './test-pages';

export const newStore = () => makeTestStore();

/** A store that starts logged in, the way the app boots with a token left in local storage. */
export function loggedInStore(token: string): AppStore {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return newStore();
}

type Options = {
  store?: AppStore;
  /** Extra page components by federation id ('mfe_auth/LoginPage'); others render their id as a heading. */
  pages?: Parameters<typeof testPages>[0];
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
};

/** The whole shell at `path`: real routes, layouts and store; remotes replaced by local test pages. */
export function renderApp(path: string, { store = newStore(), pages, userEventOptions }: Options = {}) {
  const loads: string[] = [];
  const { load } = testPages(pages);
  const loader: RemoteLoader = async (id) => {
    loads.push(id);
    return load(id);
  };
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const user = userEvent.setup(userEventOptions);
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RemoteLoaderContext.Provider value={loader}>
          <RouterProvider router={router} />
        </RemoteLoaderContext.Provider>
      </UiProvider>
    </Provider>,
  );
  return { ...view, store, router, loads, user };
}
