import { setupServer } from 'msw/node';

/** One MSW server for the admin remote's tests; each test adds the handlers it needs. */
export const server = setupServer();
export const API = 'http://api.test/v1';

export const envelope = <T,>(data: T, message = 'OK') => ({ success: true, message, data });
export const failure = (message: string) => ({ success: false, message, error: message });
