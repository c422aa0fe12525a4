import { setupServer } from 'msw/node';

/** One MSW server for the package's tests; each test adds the handlers it needs. */
export const server = setupServer();
export const API = 'http://api.test/v1';
