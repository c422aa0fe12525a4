import { cleanup } from '@testing-library/react';
import { setRatingInvite } from '../src/features/logout-and-rating/rating-invite';
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
  // The invite outlives a layout on purpose (rating-invite.ts); one test's invite must not open in the next.
  setRatingInvite(null);
});
afterAll(() => server.close());
