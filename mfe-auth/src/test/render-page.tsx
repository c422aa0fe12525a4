import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type InitialEntry, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
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
  /** Where the page is mounted, e.g. '/login'. */
  path: string;
  /** The entry the router starts on (path, search and state); defaults to `path`. */
  at?: InitialEntry;
  /** Other real pages to mount, for journeys across pages. */
  routes?: RouteObject[];
  store?: AppStore;
};

export const makeTestStore = () => makeStore({ config: { apiBaseUrl: 'http://api.test' } });

/** Renders a page with a fresh store, the design system and a memory router; every other path renders nothing. */
export function renderPage(page: ReactElement, { path, at = path, routes = [], store = makeTestStore() }: RenderPageOptions) {
  const router = createMemoryRouter(
    [{ element: <Root />, children: [{ path, element: page }, ...routes, { path: '*', element: null }] }],
    { initialEntries: [at] },
  );
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, user, store, router, location: () => router.state.location };
}
