// The API's import direction is enforced by ESLint (eslint.config.mjs): a route file that imports Kysely, a data
// file or another domain's route fails the lint; the same file written through a service passes. A query started
// outside a domain's data/ folder fails it too. The market data's domains import only the ones before them (analysis,
// catalogue, prices, news, history), none imports the jobs, and the analysis engine imports no domain.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Lints `source` as if it were the file at `file` (relative to the repository); answers the rules that fired. */
function lint(file: string, source: string): string[] {
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], { cwd: ROOT, input: source, encoding: 'utf8', timeout: 120_000 });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

jest.setTimeout(180_000);

describe('the API layout lint', () => {
  it('fails a route file that imports Kysely, its data access, or another domain', () => {
    const problems = lint(
      'api/src/billing/routes/refunds.ts',
      [
        "import { sql } from 'kysely';",
        "import { findCheckout } from '../data/checkouts';",
        "import { registerAdminUserRoutes } from '../../admin/routes/users';",
        'export const parts = [sql, findCheckout, registerAdminUserRoutes];',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^no-restricted-imports: 'kysely' import is restricted/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/data\/checkouts".*Routes call services/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/\.\.\/admin\/routes\/users".*registered by app\.ts alone/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/\.\.\/admin\/routes\/users".*billing reaches admin only through admin\/service/),
    ]);
  });

  it('passes the same route written through the services', () => {
    const problems = lint(
      'api/src/billing/routes/refunds.ts',
      ["import { orderSummary } from '../service/checkout-flow';", "import { userDetail } from '../../admin/service/users';", 'export const parts = [orderSummary, userDetail];', ''].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it("fails a service that runs a query on the handle it holds; the same function passes in the domain's data/", () => {
    const source = [
      "import type { Executor } from '../../platform/db';",
      'export async function planCount(db: Executor): Promise<number> {',
      "  return (await db.selectFrom('plans').select('id').execute()).length;",
      '}',
      '',
    ].join('\n');
    expect(lint('api/src/billing/service/plan-count.ts', source)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Queries live in the domain's data\/ folder/),
    ]);
    expect(lint('api/src/billing/data/plan-count.ts', source)).toEqual([]);
  });

  it('holds the market domains in one direction: only the ones before them, never the jobs, the engine none', () => {
    expect(lint('api/src/catalogue/service/probe.ts', "import { loadMarketConfig } from '../../prices/service/config';\nexport const parts = [loadMarketConfig];\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*catalogue imports only the market domains before it \(analysis\)/),
    ]);
    expect(lint('api/src/analysis/probe.ts', "import { findAsset } from '../catalogue/service/catalogue';\nexport const parts = [findAsset];\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*analysis\/ is pure computation/),
    ]);
    expect(lint('api/src/prices/service/probe.ts', "import { readHeadlines } from '../../news/service/stored-headlines';\nexport const parts = [readHeadlines];\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*prices imports only the market domains before it/),
    ]);
    const history = [
      "import { createIngestion } from '../../jobs/ingestion/ingestion';",
      "import { readHeadlines } from '../../news/data/headlines';",
      'export const parts = [createIngestion, readHeadlines];',
      '',
    ].join('\n');
    expect(lint('api/src/history/service/probe.ts', history)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The jobs orchestrate the domains: no domain imports them/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*history reaches news only through news\/service/),
    ]);
    const throughServices = [
      "import { readHeadlines } from '../../news/service/stored-headlines';",
      "import { readCandles } from '../../prices/service/stored-prices';",
      "import { findAsset } from '../../catalogue/service/catalogue';",
      "import { analyse } from '../../analysis/analyse';",
      'export const parts = [readHeadlines, readCandles, findAsset, analyse];',
      '',
    ].join('\n');
    expect(lint('api/src/history/service/probe.ts', throughServices)).toEqual([]);
  });
});
