// The shell's tests call the same test API as every app's (the shared test kit).
export { TEST_API_BASE as API_ORIGIN, TEST_API as API, envelope, failure } from '@sentiscope/shared/testing';
