import { rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { openDatabase } from '@panalo/server/db/database';
import { seedFundedMembers, type FundedBrand } from '@panalo/server/test-support/funded-members.test-kit';
import { checkLedger } from '@panalo/server/test-support/ledger-invariants.test-kit';
import { bundleServer, serverEnv, startServerProcess } from '@panalo/server/test-support/server-process.test-kit';
import { processCpuMs } from './measure';
import { cpuPer, postgresCpuMs } from './postgres-cpu';
import { postgresSection, sqliteSection, type Section } from './database-sections';
import { parseWalletOptions, WALLET_USAGE, type WalletOptions } from './wallet-options';
import { pgbenchTps } from './wallet-pgbench';
import { createJsonClient, type JsonClient } from './json-client';
import { BRAND, runWalletLoad } from './wallet-load';
import { walletMarkdown, walletText, type WalletRow } from './wallet-report';

/**
 * `npm run bench:wallet`: the real server in a child process on SQLite and on PostgreSQL, N
 * clients (10, then 50) moving money between main and vendor wallets and reading balances. Prints
 * postings/s, latencies, the ledger invariant check and, on PostgreSQL, the ratio to pgbench's
 * TPC-B-like tps on the same server.
 */

const PASSWORD = 'Bench12345';
const FUNDING = 1_000_000_000;
const GOALS = { sqlitePostingsPerSecond: 2000, postgresRatio: 0.5 };

async function login(client: JsonClient, brand: FundedBrand): Promise<string[]> {
  const tokens: string[] = [];
  for (const member of brand.members) {
    const answer = await client.call('POST', '/wps/session/login', {}, { username: member.username, password: PASSWORD });
    const token = (answer.body.value as { token?: string } | undefined)?.token;
    if (answer.status !== 200 || !token) throw new Error(`log-in failed: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    tokens.push(token);
  }
  return tokens;
}

/** The ledger after the load: its invariants, and the members' money neither made nor lost. */
async function checkAfter(url: string, brand: FundedBrand): Promise<string[]> {
  const handle = openDatabase(url);
  try {
    const violations = await checkLedger(handle.db);
    const row = await handle.db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.sum<string | number>('balance').as('total'))
      .where('merchant_id', '=', brand.merchantId)
      .where('member_id', 'is not', null)
      .executeTakeFirst();
    const total = Number(row?.total ?? 0); // PostgreSQL sums BIGINT as a NUMERIC string
    if (total !== brand.members.length * FUNDING) violations.push(`members hold ${total}, were funded ${brand.members.length * FUNDING}`);
    return violations;
  } finally {
    await handle.close();
  }
}

async function countPostings(url: string): Promise<number> {
  const handle = openDatabase(url);
  try {
    const row = await handle.db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.close();
  }
}

async function runSection(section: Section, options: WalletOptions, bundle: string): Promise<{ rows: WalletRow[]; violations: string[] }> {
  console.error(`\n${section.database}`);
  const most = Math.max(...options.clients);
  process.stderr.write(`  seeding ${most} funded members… `);
  const brand = await seedFundedMembers(section.url, {
    domain: `${BRAND}.test`,
    count: most,
    funding: FUNDING,
    password: PASSWORD,
    prefix: 'bench',
  });
  const nodeArgs = options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : [];
  const env = serverEnv({ DATABASE_URL: section.url, PORT: '0', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const server = await startServerProcess(env, { bundle, nodeArgs, label: `server ${section.database}` });
  const client = createJsonClient(server.port, BRAND, most);
  const rows: WalletRow[] = [];
  try {
    const tokens = await login(client, brand);
    process.stderr.write('logged in\n');
    for (const clients of options.clients) {
      const mine = tokens.slice(0, clients);
      if (options.warmup > 0)
        await runWalletLoad(client, mine, { seconds: options.warmup, readShare: options.readShare, run: `warm${clients}` });
      await section.settle();
      const before = await countPostings(section.url);
      const cpuBefore = processCpuMs(server.pid);
      const loadCpuBefore = process.cpuUsage();
      const databaseCpuBefore = section.database === 'PostgreSQL' ? postgresCpuMs() : null;
      process.stderr.write(`  ${String(clients).padStart(3)} clients, ${options.duration} s `);
      const result = await runWalletLoad(client, mine, { seconds: options.duration, readShare: options.readShare, run: `run${clients}` });
      const cpuAfter = processCpuMs(server.pid);
      const loadCpu = process.cpuUsage(loadCpuBefore);
      const databaseCpuAfter = section.database === 'PostgreSQL' ? postgresCpuMs() : null;
      const postings = (await countPostings(section.url)) - before;
      const postingsPerSecond = postings / (result.elapsedMs / 1000);
      process.stderr.write(`${Math.round(postingsPerSecond)} postings/s\n`);
      rows.push({
        database: section.database,
        clients,
        result,
        postingsPerSecond,
        cpuPerPosting: cpuPer(cpuBefore, cpuAfter, postings),
        loadCpuPerPosting: (loadCpu.user + loadCpu.system) / Math.max(1, postings),
        databaseCpuPerPosting: cpuPer(databaseCpuBefore, databaseCpuAfter, postings),
        pgbenchTps: null,
        pgbenchCpuPerTransaction: null,
        goal: section.database === 'SQLite' ? `>= ${GOALS.sqlitePostingsPerSecond}/s` : `>= ${GOALS.postgresRatio.toFixed(2)} of pgbench`,
        pass: section.database === 'SQLite' ? postingsPerSecond >= GOALS.sqlitePostingsPerSecond : null,
      });
    }
  } finally {
    await delay(500); // answers still on the way when the clients stopped
    await client.close();
    await server.stop();
  }
  return { rows, violations: await checkAfter(section.url, brand) };
}

async function main(): Promise<void> {
  let options: WalletOptions | null;
  try {
    options = parseWalletOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${WALLET_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (!options) return void console.log(WALLET_USAGE);
  console.error(
    `Node ${process.version}, ${cpus().length} CPUs; clients ${options.clients.join(', ')}; ` +
      `${options.warmup} s warm-up + ${options.duration} s each; ${Math.round(options.readShare * 100)} % of calls are balance reads`,
  );
  const bundle = await bundleServer();
  const rows: WalletRow[] = [];
  const checks: string[] = [];
  try {
    const sections = options.sqlite ? [await sqliteSection('wallet')] : [];
    const postgres = options.postgresUrl ? await postgresSection(options.postgresUrl) : null;
    if (postgres) sections.push(postgres);
    for (const section of sections) {
      try {
        const { rows: sectionRows, violations } = await runSection(section, options, bundle);
        rows.push(...sectionRows);
        checks.push(
          `${section.database}: ${violations.length === 0 ? 'ledger invariants hold, no money made or lost' : `${violations.length} VIOLATIONS`}`,
        );
        for (const violation of violations) checks.push(`  ${violation}`);
      } finally {
        await section.drop();
      }
    }
    if (postgres && options.postgresUrl) {
      console.error('\nPostgreSQL ceiling on the same server');
      const pgbench = await pgbenchTps(options.postgresUrl, options.clients, options.duration);
      if ('skipped' in pgbench) checks.push(pgbench.skipped);
      for (const row of rows.filter((r) => r.database === 'PostgreSQL')) {
        const run = 'runs' in pgbench ? pgbench.runs.get(row.clients) : undefined;
        row.pgbenchTps = run?.tps ?? null;
        row.pgbenchCpuPerTransaction = run?.databaseCpuPerTransaction ?? null;
        row.pass = row.pgbenchTps ? row.postingsPerSecond / row.pgbenchTps >= GOALS.postgresRatio : null;
      }
    }
  } finally {
    await rm(bundle, { force: true });
  }
  console.log(`\n${walletText(rows)}\n\n${checks.join('\n')}\n`);
  console.log(`Markdown (for docs/performance.md):\n\n${walletMarkdown(rows)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
