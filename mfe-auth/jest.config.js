const { project } = require('../jest.preset');

module.exports = project(__dirname, {
  displayName: 'mfe-auth',
  setupFiles: ['<rootDir>/src/test/setup-msw.ts'],
});
