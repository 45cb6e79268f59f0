import pg from 'pg';

/** Runs one statement on its own connection (CREATE or DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/**
 * Drops a test's database. A closed app's pool may still be saying goodbye on its connections
 * (the server ends them a moment after the pool's end resolves): those are waited for, since
 * forcing the drop would end them with an error the client reports as unhandled. A connection
 * still there after a second is one a test leaked, and the forced drop ends it.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let waited = 0; waited < 1_000; waited += 20) {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (Number(rows[0]?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The address of another database on the server that `url` names. */
export function databaseUrlNamed(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** A database name no other run or suite uses. */
export const uniqueDatabaseName = (prefix: string): string => `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e9).toString(36)}`;
