import { buildApp } from './app';
import { createPasswordHasher } from './accounts/service/passwords';
import type { Config } from './config';
import { openDatabase, type Db } from './platform/db';
import { migrate } from './platform/db/migrations';
import { seed, type SeedResult } from './seed';
import { seedAdminTwoFactor } from './accounts/service/two-factor';

/** Opens the configured database, applies pending migrations and seeds an empty one. */
export async function prepareDatabase(config: Config, now = Date.now()): Promise<{ db: Db; seeded: SeedResult }> {
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, pgPoolSize: config.pgPoolSize });
  await migrate(db);
  const seeded = await seed(db, {
    hasher: createPasswordHasher(config.passwordHashing),
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    now,
  });
  await seedAdminTwoFactor(db, config, now);
  return { db, seeded };
}

export { buildApp };
