// ESLint for every workspace: TypeScript, React hooks, and the import boundaries of the architecture
// (a remote imports only shared; nothing imports the shell; shared/contract stays framework-free).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const REMOTES = ['mfe-marketing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin'];

const ROUTER_PACKAGES = ['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
  name,
  message: 'Import routing from @sentiscope/shared/router: it is the one shared router.',
}));

const otherApps = (self) =>
  ['shell', ...REMOTES].filter((app) => app !== self).flatMap((app) => [`@sentiscope/${app}`, `@sentiscope/${app}/*`]);

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];
/** Resolves imports for the import rules; `@/` is each app's own src folder. */
const resolver = (self) =>
  importX.createNodeResolver({ extensions: EXTENSIONS, ...(self ? { alias: { '@': [`${import.meta.dirname}/${self}/src`] } } : {}) });

const boundary = (self, extra = []) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  settings: { 'import-x/resolver-next': [resolver(self)] },
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'react-redux', importNames: ['useSelector', 'useDispatch', 'useStore'], message: 'Use the typed useAppSelector / useAppDispatch / useAppStore from @sentiscope/shared/store.' },
          ...ROUTER_PACKAGES,
        ],
        patterns: [
          { group: otherApps(self), message: 'A remote imports only @sentiscope/shared; nothing imports the shell.' },
          { group: ['**/shell/src/**', ...REMOTES.filter((r) => r !== self).map((r) => `**/${r}/src/**`)], message: 'No imports across apps.' },
          ...extra,
        ],
      },
    ],
  },
});

const API_SHARED_ONLY = {
  group: ['@sentiscope/*', '!@sentiscope/shared', '@sentiscope/shared/*', '!@sentiscope/shared/contract'],
  message: 'The API imports only @sentiscope/shared/contract.',
};

const DATA_ONLY = "Queries live in the domain's data/ folder: call a data function from a service.";
/** The Kysely calls that start a query (or run one as it is); only data/ and platform/db/ make them. */
const QUERY_STARTERS = ['selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto', 'with', 'withRecursive', 'executeQuery'];

/** The API's domains; each holds routes/ (HTTP only), service/ (no HTTP) and data/ (Kysely). */
const API_DOMAINS = ['accounts', 'billing', 'admin', 'alerts', 'catalogue', 'prices', 'news', 'analysis', 'history'];
/**
 * The market data's domains, each importing only those before it: the catalogue and the analysis engine import
 * none of the others, prices read the catalogue, news the prices' sources, history all four (docs/architecture.md).
 */
const MARKET_LAYERS = ['analysis', 'catalogue', 'prices', 'news', 'history'];
/** The domains whose data/migrations.ts the migration runner (platform/db/migrations) collects. */
const MIGRATING = ['catalogue', 'prices', 'news', 'history', 'jobs', 'alerts'];
const API = './api/src';

/**
 * The API's direction: routes import services, services import data; only the app's composition (app.ts)
 * registers routes; a domain reaches another only through its service, and never the jobs that orchestrate them;
 * the market domains import only those before them, the analysis engine none; platform/ knows no domain (the
 * migration runner alone collects each domain's migrations).
 */
const API_ZONES = [
  ...[...API_DOMAINS, 'jobs'].map((domain) => ({
    target: [`${API}/!(app).ts`, `${API}/!(${domain})/**`, `${API}/${domain}/!(routes)/**`, './api/test/**', './api/bench/**'],
    from: `${API}/${domain}/routes`,
    message: 'Routes are registered by app.ts alone; call the domain\'s service instead.',
  })),
  { target: `${API}/*/routes/**`, from: `${API}/*/data/**`, message: 'Routes call services; services call data.' },
  { target: `${API}/*/data/**`, from: [`${API}/*/service/**`, `${API}/*/routes/**`], message: 'Data access imports no service or route.' },
  ...API_DOMAINS.flatMap((domain) =>
    API_DOMAINS.filter((other) => other !== domain).map((other) => ({
      target: `${API}/${domain}/**`,
      from: [`${API}/${other}/data/**`, `${API}/${other}/routes/**`],
      message: `${domain} reaches ${other} only through ${other}/service.`,
    })),
  ),
  ...API_DOMAINS.map((domain) => ({
    target: `${API}/${domain}/**`,
    from: `${API}/jobs`,
    message: 'The jobs orchestrate the domains: no domain imports them.',
  })),
  {
    target: `${API}/analysis/**`,
    from: API_DOMAINS.filter((d) => d !== 'analysis').map((d) => `${API}/${d}`),
    message: 'analysis/ is pure computation: it imports no other domain (only platform/).',
  },
  ...MARKET_LAYERS.slice(1, -1).map((domain) => {
    const at = MARKET_LAYERS.indexOf(domain);
    return {
      target: `${API}/${domain}/**`,
      from: MARKET_LAYERS.slice(at + 1).map((d) => `${API}/${d}`),
      message: `${domain} imports only the market domains before it (${MARKET_LAYERS.slice(0, at).join(', ')}), so no two domains import each other.`,
    };
  }),
  ...[...API_DOMAINS, 'jobs'].map((domain) => ({
    target: `${API}/platform/**`,
    from: `${API}/${domain}`,
    except: MIGRATING.includes(domain) ? ['./data/migrations.ts'] : [],
    message: 'platform/ is cross-cutting: it imports no domain.',
  })),
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '.scratch/**', 'e2e/artifacts/**', '**/*.cjs', 'jest.*.js', '**/jest.config.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // TypeScript sources are modules the import rules read (to follow cycles through them).
      'import-x/extensions': EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [resolver()],
    },
    rules: {
      // A module that imports itself through others is a tangle that breaks lazy loading and tree shaking.
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-relative-packages': 'error',
      // shared/ui references its styled-components theme typing by path.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  boundary('shell'),
  ...REMOTES.map((remote) => boundary(remote)),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PACKAGES,
          patterns: [{ group: otherApps('shared'), message: 'shared is imported by apps, never the other way.' }],
        },
      ],
    },
  },
  {
    files: ['shared/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@reduxjs/*', 'styled-components', 'react-toastify', '@sentiscope/*', '../api/*', '../store/*', '../ui/*', '../api', '../store', '../ui'],
              message: 'shared/contract is framework-free: the API server imports it too.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [API_SHARED_ONLY] }] },
  },
  {
    // Kysely is the data access's own tool: queries live in each domain's data/ and in platform/db/ (connection,
    // migrations, counters), nowhere else (docs/architecture.md). Services hold the database handle (to open
    // transactions and pass them on), so starting a query on it is refused as well as importing Kysely.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/data/**', 'api/src/platform/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: DATA_ONLY }], patterns: [API_SHARED_ONLY] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${QUERY_STARTERS.join('|')})$/]`, message: DATA_ONLY },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: API_ZONES }] },
  },
  {
    // The workspace's build and bench tools read every app's sources and configs by path, on purpose.
    files: ['scripts/**/*.ts', '*/rspack.config.ts', 'e2e/**/*.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Plain scripts the shell's page runs as they are, before the app starts (the colour scheme is inlined).
    files: ['shell/public/**/*.js', 'shell/head.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    // The head script's storage keys, written in by the build from the shared constants (shell/head-script.ts).
    files: ['shell/head.js'],
    languageOptions: { globals: { TOKEN_STORAGE_KEY: 'readonly', COLOR_SCHEME_STORAGE_KEY: 'readonly' } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'shared/src/testing/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      // Tests build their own routers (createMemoryRouter, MemoryRouter) straight from react-router.
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
