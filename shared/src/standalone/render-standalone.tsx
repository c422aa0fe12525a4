import { lazy, StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, useRoutes, type RouteObject } from '@sentiscope/shared/router';
import { makeStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';
import type { RemotePages } from '@sentiscope/shared/contract';

/** Loads one page module of the remote's list (its default export is the page). */
export type PageLoader = (page: string) => Promise<{ default: ComponentType }>;

async function apiUrlFromRegistry(): Promise<string | undefined> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { apiUrl?: unknown };
    return typeof body.apiUrl === 'string' ? body.apiUrl : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A remote running alone for its own team: its own store from makeStore(), the pages of its list on their real
 * paths (each page module loaded once, when first visited), and an index of them at '/' when '/' is not one of them.
 */
export async function renderStandalone(remoteTitle: string, list: RemotePages, load: PageLoader): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const store = makeStore({ config: { apiBaseUrl: await apiUrlFromRegistry() } });
  const modules = new Map<string, ComponentType>();
  const pageOf = (page: string) => {
    if (!modules.has(page)) modules.set(page, lazy(() => load(page)));
    return modules.get(page) as ComponentType;
  };
  const pages = Object.entries(list).map(([path, page]) => ({ path, Page: pageOf(page as string) }));
  const hasHome = pages.some((page) => page.path === '/');
  const routes: RouteObject[] = [
    ...pages.map(({ path, Page }) => ({ path, element: <Page /> })),
    ...(hasHome
      ? []
      : [
          {
            path: '/',
            element: (
              <nav aria-label={`${remoteTitle} pages`} style={{ padding: 24 }}>
                <h1>{remoteTitle} (standalone)</h1>
                <ul>
                  {pages.map(({ path }) => (
                    <li key={path}>
                      <Link to={path}>{path}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ),
          },
        ]),
  ];
  const Routes = () => useRoutes(routes);
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <UiProvider>
          <BrowserRouter>
            <Routes />
          </BrowserRouter>
        </UiProvider>
      </Provider>
    </StrictMode>,
  );
}
