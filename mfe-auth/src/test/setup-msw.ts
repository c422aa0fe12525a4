import { listenForApiCalls } from '@sentiscope/shared/testing';

// The public IP lookup's address is a page global some tests set.
listenForApiCalls({
  afterEachTest: () => {
    delete window.__SENTISCOPE_IP_LOOKUP_URL__;
  },
});
