const { project } = require('../jest.preset');

module.exports = project(__dirname, {
  displayName: 'mfe-admin',
  setupFiles: ['<rootDir>/src/test/setup-msw.ts'],
});
