import type { ReactElement } from 'react';
import { makeToken, renderPage } from '@sentiscope/shared/testing';

/** The super admin every admin page test signs in as. */
export const ADMIN_TOKEN = makeToken({ userId: 'admin-1', sid: 's1', expiresInSeconds: 10 * 365 * 24 * 3600 });

/** Renders an admin page signed in as a super admin, with a fresh store and a memory router. */
export const renderAdmin = (page: ReactElement, { path, at = path }: { path: string; at?: string }) => renderPage(page, { path, at, token: ADMIN_TOKEN });
