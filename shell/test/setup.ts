import { cleanup } from '@testing-library/react';
import { server } from './msw/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// No public IP service in tests: logout sends 'unknown' for this device's ip, as it does when the service is down.
beforeEach(() => {
  window.__SENTISCOPE_IP_LOOKUP_URL__ = '';
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
