const { project } = require('../jest.preset');

// msw 2.15 pulls in a few ESM-only helpers (@open-draft/*) that the preset does not transform yet.
module.exports = project(__dirname, {
  displayName: 'mfe-auth',
  setupFiles: ['<rootDir>/src/test/setup-msw.ts'],
  transformIgnorePatterns: ['/node_modules/(?!(jose|until-async|@mswjs|msw|rettime|@open-draft|strict-event-emitter|outvariant)/)'],
});
