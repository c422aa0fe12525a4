// One Jest setup for every workspace: TypeScript and TSX through SWC, the `@/` alias of each package,
// and a jsdom that carries Node's fetch, streams and TextEncoder (react-router 7 and RTK Query need them).
const path = require('node:path');

// Tests never reach a source outside this machine: providers whose address is not on loopback stay off, and
// the ones a test points at a loopback fake keep running (docs/ingestion.md). Every project's workers inherit it.
process.env.SENTISCOPE_OFFLINE = '1';

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @returns {import('jest').Config} */
function project(dir, { displayName, environment = 'browser', setupFiles = [], ...rest } = {}) {
  const browser = environment === 'browser';
  return {
    displayName: displayName ?? path.basename(dir),
    rootDir: dir,
    testEnvironment: browser ? 'jest-fixed-jsdom' : 'node',
    testEnvironmentOptions: browser ? { customExportConditions: [''] } : {},
    transform: { '^.+\\.(t|j|mj)sx?$': swcTransform },
    // ES-module-only packages (.mjs anywhere, and a few that ship ESM as .js) are compiled too.
    transformIgnorePatterns: ['/node_modules/(?!(jose|until-async|@mswjs|msw|rettime|@open-draft|strict-event-emitter|outvariant|@scure|@noble|@otplib|otplib|@seriousme)/).*\\.c?js$'],
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/src/$1',
      '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'jest.file-stub.js'),
    },
    setupFilesAfterEnv: [...(browser ? [path.join(__dirname, 'jest.setup-dom.ts')] : []), ...setupFiles],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    ...rest,
  };
}

module.exports = { project };
