/**
 * The test kit every SentiScope app's tests use (never imported by app code): a page rendered as the shell
 * renders it, tokens the store can read, the MSW server with the API's envelope. See docs/testing.md.
 */
export { TEST_API_BASE, TEST_API, envelope, failure } from './api';
export { makeToken, type TokenOptions } from './token';
export { aMember, aPlan, type MemberOverrides } from './fixtures';
export { server, listenForApiCalls, type ListenOptions } from './server';
export { renderPage, renderWithUi, makeTestStore, type RenderPageOptions } from './render';
export { aTrackRecord, aCell } from './track-record-fixture';
