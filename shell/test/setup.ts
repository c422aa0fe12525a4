import { cleanup } from '@testing-library/react';
import { listenForApiCalls } from '@sentiscope/shared/testing';
import { setRatingInvite } from '../src/features/logout-and-rating/rating-invite';
import { announcementHandler } from './msw/announcement-handlers';
import { companyHandlers } from './msw/company-handlers';
import { notificationHandlers } from './msw/notification-handlers';

// Every shell test starts with the company info, no announcement and no notifications; a test's own handlers take precedence.
listenForApiCalls({
  handlers: [...companyHandlers(), announcementHandler(), ...notificationHandlers()],
  afterEachTest: () => {
    cleanup();
    // The invite outlives a layout on purpose (rating-invite.ts); one test's invite must not open in the next.
    setRatingInvite(null);
  },
});
// No public IP service in tests: logout sends 'unknown' for this device's ip, as it does when the service is down.
beforeEach(() => {
  window.__SENTISCOPE_IP_LOOKUP_URL__ = '';
});
