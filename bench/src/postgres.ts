import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  /** Name of the database made for this run. */
  name: string;
  /** The admin URL pointed at that database. */
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL with its password hidden, for messages. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * Creates `panalo_bench_<timestamp>` through the admin URL and returns its URL; drop() removes it
 * again (forcing out any connection left behind).
 */
export async function createFreshDatabase(adminUrl: string): Promise<FreshDatabase> {
  const name = `panalo_bench_${Date.now()}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/**
 * Brings the planner's statistics up to date, as autovacuum does on a live server within its first
 * minute (and pgbench's own set-up ends with). Statements prepared before it are planned again.
 */
export async function analyzeDatabase(url: string): Promise<void> {
  await withAdmin(url, (client) => client.query('ANALYZE'));
}
