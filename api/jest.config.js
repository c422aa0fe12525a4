const { project } = require('../jest.preset');
module.exports = project(__dirname, { displayName: 'api', environment: 'node' });
