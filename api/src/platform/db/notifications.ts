// PostgreSQL's LISTEN/NOTIFY between the processes sharing one database (docs/live-prices.md, "Fan-out"). A listener
// keeps a connection of its own (a pool's connections are lent to any query, so none may hold a LISTEN). Several
// schemas may share one database (each test file has its own): a notification carries its sender's schema and a
// listener hears only those of its own.
import pg from 'pg';

export type ChannelListener = { close(): Promise<void> };

export type ListenOptions = { connectionString: string; schema?: string; retryMs?: number };

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Calls `onNotify` on each notification of `channel` sent from this schema, and once each time the connection is
 * made (again): whatever was sent while it was down has been missed, so the listener reads the state anew. A lost
 * connection is made again after `retryMs` (1 s).
 */
export function listenOn(options: ListenOptions, channel: string, onNotify: () => void): ChannelListener {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const again = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, options.retryMs ?? 1000);
    retry.unref();
  };

  async function connect() {
    const c = new pg.Client({ connectionString: options.connectionString, ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}) });
    let scope: string | null = null;
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      again();
    });
    c.on('notification', (message) => {
      if (message.channel === channel && message.payload === scope) onNotify();
    });
    try {
      await c.connect();
      scope = String((await c.query<{ s: string }>('select current_schema() as s')).rows[0]?.s);
      await c.query(`listen ${channel}`);
      if (closed) return void (await c.end().catch(() => undefined));
      client = c;
      onNotify();
    } catch {
      await c.end().catch(() => undefined);
      again();
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
