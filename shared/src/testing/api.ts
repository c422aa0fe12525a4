/** Where the tests' store sends calls; nothing listens there but the MSW server. */
export const TEST_API_BASE = 'http://api.test';
export const TEST_API = `${TEST_API_BASE}/v1`;

/** The API's answer shapes (docs/api.md): success with data, failure with the server's message. */
export const envelope = <T,>(data: T, message = 'OK') => ({ success: true, message, data });
export const failure = (message: string, error = message) => ({ success: false, message, error });
