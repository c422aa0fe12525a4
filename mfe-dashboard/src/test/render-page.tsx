// Renders one page of this remote as the shell would, signed in as user u1: the kit's page with the pages it leads to.
import type { ReactElement } from 'react';
import { makeToken, renderPage as renderKitPage, TEST_API_BASE } from '@sentiscope/shared/testing';

export const API_BASE = TEST_API_BASE;

/** A token the store can read (the test server never verifies it): user u1 on session s1. */
export const testToken = () => makeToken({ userId: 'u1', sid: 's1', expiresInSeconds: 600 });

export function renderPage(path: string, page: ReactElement, others: Record<string, ReactElement> = {}, url: string = path) {
  const routes = Object.entries(others).map(([p, element]) => ({ path: p, element }));
  return renderKitPage(page, { path, at: url, routes, token: testToken() });
}
