import { setupServer } from 'msw/node';
import { companyHandlers } from './company-handlers';

/** The mocked API every shell test talks to; tests add or override handlers with server.use(). */
export const server = setupServer(...companyHandlers());
