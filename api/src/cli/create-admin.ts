// Creates a super admin, or promotes an existing account: npm run admin:create -- --email a@b.c [--password x] [--name N]
import { parseArgs } from 'node:util';
import { validateField } from '@sentiscope/shared/contract';
import { createPasswordHasher } from '../accounts/service/passwords';
import { loadConfig } from '../config';
import { openDatabase } from '../platform/db';
import { migrate } from '../platform/db/migrations';
import { upsertAdmin } from '../seed';
import { normaliseEmail } from '../accounts/data/users';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const email = values.email ?? process.env.ADMIN_EMAIL ?? '';
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  const emailError = validateField('email', email);
  if (emailError) throw new Error(`${emailError}. Usage: npm run admin:create -- --email you@example.com [--password secret] [--name Name]`);
  if (password !== undefined) {
    const passwordError = validateField('password', password);
    if (passwordError) throw new Error(passwordError);
  }
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrate(db);
    const passwordHash = password ? await createPasswordHasher(config.passwordHashing).hash(password) : null;
    const outcome = await upsertAdmin(db.k, { email: normaliseEmail(email), name: values.name ?? 'Admin', passwordHash, now: Date.now() });
    console.log(`${outcome === 'created' ? 'Created' : 'Promoted'} super admin ${normaliseEmail(email)}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
