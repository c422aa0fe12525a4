import type { ReactElement } from 'react';
import { renderPage as renderKitPage } from '@sentiscope/shared/testing';
import { makeToken } from './fixtures';

/** A page on its path (signed in when asked); any other path shows 'elsewhere', and the router records where it went. */
export function renderPage(path: string, page: ReactElement, options: { signedIn?: boolean; routePath?: string } = {}) {
  return renderKitPage(page, {
    path: options.routePath ?? path.split('?')[0],
    at: path,
    routes: [{ path: '*', element: <p>elsewhere</p> }],
    ...(options.signedIn ? { token: makeToken() } : {}),
  });
}
