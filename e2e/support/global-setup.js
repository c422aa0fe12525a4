// Builds the five apps for production once before the browser tests, unless CI already did (E2E_SKIP_BUILD=1).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const root = path.resolve(__dirname, '..', '..');
  execFileSync(process.execPath, ['-r', './scripts/register-ts.cjs', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
};
