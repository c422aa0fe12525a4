const path = require('node:path');
const { project } = require('../jest.preset');

module.exports = project(__dirname, {
  displayName: 'shell',
  setupFiles: [path.join(__dirname, 'test/setup.ts')],
});
