import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, useRoutes, type RouteObject } from '@sentiscope/shared/router';
import { makeStore } from '@sentiscope/shared/store';
import { UiProvider } from '@sentiscope/shared/ui';

export type StandalonePage = { path: string; Page: ComponentType };

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
 * A remote running alone for its own team: its own store from makeStore(), its pages on their real paths,
 * and an index of them at '/' when '/' is not one of its pages.
 */
export async function renderStandalone(remoteTitle: string, pages: readonly StandalonePage[]): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const store = makeStore({ config: { apiBaseUrl: await apiUrlFromRegistry() } });
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
