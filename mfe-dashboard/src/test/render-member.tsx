// Renders one page of this remote as the shell would, signed in as member u1 (the kit's renderPage with a token).
import type { ReactElement } from 'react';
import { makeToken, renderPage, type RenderPageOptions } from '@sentiscope/shared/testing';

/** A token the store can read (the test server never verifies it): member u1 on session s1. */
export const testToken = () => makeToken({ userId: 'u1', sid: 's1', expiresInSeconds: 600 });

export const renderMember = (page: ReactElement, options: Omit<RenderPageOptions, 'token'>) => renderPage(page, { ...options, token: testToken() });
