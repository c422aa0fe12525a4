import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
// The test kit builds a data router, for `router.navigate` and `router.state` in tests.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Outlet, useLocation, type InitialEntry, type RouteObject } from '../router';
import { makeStore, tokenSet, type AppStore, type StoreOptions } from '../store';
import { UiProvider } from '../ui';
import { TEST_API_BASE } from './api';

/** A fresh store calling the test API, keeping the token in this browser's storage as the site does. */
export const makeTestStore = (options: StoreOptions = {}): AppStore => makeStore({ ...options, config: { apiBaseUrl: TEST_API_BASE, ...options.config } });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>;
}

function Root() {
  return (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
}

export type RenderPageOptions = {
  /** Where the page is mounted, e.g. '/login' or '/admin/pricing'. */
  path: string;
  /** The entry the router starts on (path, search and state); defaults to `path`. */
  at?: InitialEntry;
  /** Other pages to mount, for journeys across pages; every other path renders nothing. */
  routes?: RouteObject[];
  /** Signed in with this token (see makeToken). */
  token?: string;
  store?: AppStore;
};

/** Jest's fake timers mark the functions they replace with their clock. */
const onFakeTimers = () => typeof (globalThis.setTimeout as { clock?: unknown }).clock === 'object';

/**
 * A page as the shell renders it: a store, the design system (with its toast host), and a memory router that shows
 * where the page went (`location()`, and the `location` test id).
 */
export function renderPage(page: ReactElement, { path, at = path, routes = [], token, store = makeTestStore() }: RenderPageOptions) {
  if (token) store.dispatch(tokenSet(token));
  const router = createMemoryRouter([{ element: <Root />, children: [{ path, element: page }, ...routes, { path: '*', element: null }] }], {
    initialEntries: [at],
  });
  // On fake timers, typing and clicking advance them (else user-event would wait forever).
  const user = userEvent.setup({ advanceTimers: (ms) => (onFakeTimers() ? jest.advanceTimersByTime(ms) : undefined) });
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, user, store, router, location: () => router.state.location.pathname + router.state.location.search + router.state.location.hash };
}

function UiOnly({ children }: { children?: ReactNode }) {
  return <UiProvider>{children}</UiProvider>;
}

/**
 * A component on its own, with the design system as the site provides it (theme, global styles, the toast host; no
 * store, no router). The one way the tests give a component its theme.
 */
export const renderWithUi = (ui: ReactElement) => render(ui, { wrapper: UiOnly });
