import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  delete window.__SENTISCOPE_IP_LOOKUP_URL__;
});
afterAll(() => server.close());
