import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/** One MSW server per test file; each test adds the handlers it needs. */
export const server = setupServer();

export type ListenOptions = {
  /** Answers every test of the file starts with; a test's own `server.use(...)` takes precedence over them. */
  handlers?: RequestHandler[];
  /** Run after each test, for an app's own globals. */
  afterEachTest?: () => void;
};

/**
 * Starts the server for the file's tests, fails on any call no handler answers, and after each test drops the
 * test's handlers and this browser's storage.
 */
export function listenForApiCalls({ handlers = [], afterEachTest = () => undefined }: ListenOptions = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    if (handlers.length) server.use(...handlers);
  });
  afterEach(() => {
    server.resetHandlers();
    window.localStorage.clear();
    window.sessionStorage.clear();
    afterEachTest();
  });
  afterAll(() => server.close());
}
