import { setupServer } from 'msw/node';
import { announcementHandler } from './announcement-handlers';
import { companyHandlers } from './company-handlers';

/** The mocked API every shell test talks to; tests add or override handlers with server.use(). */
export const server = setupServer(...companyHandlers(), announcementHandler());
