// A fresh database per test app: a SQLite file in its temp dir, or (TEST_DATABASE_URL set) a new PostgreSQL schema.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../src/platform/db';

export async function freshDatabase(dataDir: string): Promise<{ db: Db; reopen(): Db; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const open = () => openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'test.sqlite') });
    return { db: open(), reopen: open, drop: async () => {} };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const open = () => openDatabase({ databaseUrl: url, sqliteFile: '', pgSchema: schema, pgPoolSize: 4 });
  return {
    db: open(),
    reopen: open,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
