const path = require('node:path');
const { project } = require('../jest.preset');

// The assembled production site in Chromium: one file at a time, generous timeouts for builds and boots.
module.exports = {
  ...project(__dirname, { displayName: 'e2e', environment: 'node' }),
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  testTimeout: 120000,
  globalSetup: path.join(__dirname, 'support', 'global-setup.js'),
};
