import { setupServer } from 'msw/node';

/** One MSW server per test file; each test adds the handlers it needs. */
export const server = setupServer();

/**
 * Starts the server for the file's tests, fails on any call no handler answers, and after each test drops the
 * test's handlers and this browser's storage (plus `afterEachTest`, for an app's own globals).
 */
export function listenForApiCalls(afterEachTest: () => void = () => undefined): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    window.localStorage.clear();
    window.sessionStorage.clear();
    afterEachTest();
  });
  afterAll(() => server.close());
}
