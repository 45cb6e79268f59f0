import { rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '@panalo/server/app';
import { loadConfig } from '@panalo/server/config';
import { openDatabase } from '@panalo/server/db/database';
import { importCatalogue } from '@panalo/server/modules/games/catalogue-import';
import { offerOriginals } from '@panalo/server/modules/originals/originals-catalogue';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import { studioPagePath } from '@panalo/contract/studio';
import { setVendorLaunchUrl } from '@panalo/server/modules/games/catalogue.repository';
import { vendorSecret } from '@panalo/server/modules/seamless/vendor-secret';
import { demoCatalogue } from '@panalo/server/seed/demo-catalogue';
import { seedFundedMembers, type FundedBrand } from '@panalo/server/test-support/funded-members.test-kit';
import { checkLedger } from '@panalo/server/test-support/ledger-invariants.test-kit';
import { bundleServer, serverEnv, startServerProcess } from '@panalo/server/test-support/server-process.test-kit';
import { startBareServer, type BareServer } from './bare-server';
import { createJsonClient, type JsonClient } from './json-client';
import { runOriginalRounds, runRounds, runScheduledBets, type RoundsResult } from './games-seamless';
import { memberInfoRows } from './games-member-info';
import { goalLines } from './games-goals';
import { pgbenchTps } from './wallet-pgbench';
import { GAMES_USAGE, parseGamesOptions, type GamesOptions } from './games-options';
import { measure, processCpuMs, type Measurement, type Target } from './measure';
import { postgresSection, sqliteSection, type Section } from './database-sections';
import { LEGEND, markdownTable, textTable, type Row } from './report';
import { percentile } from './wallet-load';

/**
 * `npm run bench:games`: on SQLite and on PostgreSQL, the real server (child process) with a
 * catalogue of 10,000+ games loaded before it starts. Loads the game menus and the game list (page
 * of 42, rotating filters) with autocannon against a bare Fastify route of the same run, then runs
 * N players' bet-and-win round trips through the signed seamless wallet API and checks the ledger.
 */

const BRAND = 'gamesbench';
const VENDOR = 'LUCKYREEL'; // a seamless RNG vendor of the demo catalogue
/** The demo's e-lottery quick draws, a scheduled game of the studio (docs/studio.md, "Lotteries"). */
const SCHEDULED_VENDOR = 'QUICKDRAW';
const PASSWORD = 'Bench12345';
const FUNDING = 100_000_000;
const GOAL = 0.3;

/** Each autocannon connection sends these in turn: the lobby's list calls, page of 42. */
const LIST_PATHS = [
  '/lgw/games/list?gameType=RNG&pageSize=42',
  `/lgw/games/list?gameType=RNG&pageSize=42&vassalage=${VENDOR}`,
  '/lgw/games/list?gameType=RNG&pageSize=42&gameClassify=JP',
  '/lgw/games/list?gameType=RNG&pageSize=42&minBet=100&pageNo=3',
  '/lgw/games/list?gameType=RNG&pageSize=42&minLineNum=25&gameClassify=SC',
  '/lgw/games/list?gameType=RNG&pageSize=42&gameName=%20lucky%20',
  '/lgw/games/list?gameType=RNG&pageSize=42&vassalage=NEONSLOT&gameName=gold&minBet=100',
];

interface Prepared {
  brand: FundedBrand;
  games: number;
  secret: string;
}

/** Members, the catalogue, the vendor's launch page and its secret, all before the server starts. */
async function prepare(url: string, options: GamesOptions): Promise<Prepared> {
  const brand = await seedFundedMembers(url, {
    domain: `${BRAND}.test`,
    count: options.clients,
    funding: FUNDING,
    password: PASSWORD,
    prefix: 'gamer',
  });
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATABASE_URL: url,
      SEAMLESS_MASTER_SECRET: process.env.SEAMLESS_MASTER_SECRET ?? '',
    }),
  );
  try {
    // The member-info-only loop needs no catalogue, and the import of 10,000 games takes seconds.
    if (options.memberInfoOnly) return { brand, games: 0, secret: '' };
    const report = await importCatalogue(app.ctx.db, brand.merchantId, demoCatalogue(options.scale), app.ctx.clock.now());
    if (!(await setVendorLaunchUrl(app.ctx.db, VENDOR, 'https://games.example.com/play'))) throw new Error(`vendor ${VENDOR} not found`);
    // The built-in games, which settle through the same seamless API: a row of their own.
    await offerOriginals(app.ctx.db, brand.merchantId, app.ctx.clock.now());
    // Bets on scheduled rounds: the quick draws open at the studio of the same server, as in the demo.
    if (!(await setVendorLaunchUrl(app.ctx.db, SCHEDULED_VENDOR, studioPagePath(SCHEDULED_VENDOR))))
      throw new Error(`vendor ${SCHEDULED_VENDOR} not found`);
    const merchant = await app.ctx.merchants.byId(brand.merchantId);
    if (!merchant) throw new Error(`brand ${BRAND} not found`);
    // The vendor's secret at this brand: secrets are per brand and vendor.
    return { brand, games: report.games, secret: await vendorSecret(app.ctx, merchant, VENDOR) };
  } finally {
    await app.close();
  }
}

async function expectOk(client: JsonClient, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const answer = await client.call(method, path, headers, body);
  if (answer.status !== 200 || answer.body.success !== true)
    throw new Error(`${method} ${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

/**
 * Each member logs in and launches the same game of `vendor` (its first, or the one of `gameCode`)
 * through POST /wps/game/launchGame; returns the game session tokens.
 */
async function launchSessions(
  client: JsonClient,
  brand: FundedBrand,
  vendor = VENDOR,
  gameCode?: string,
  gameType = 'RNG',
): Promise<string[]> {
  const list = (await expectOk(client, 'GET', `/lgw/games/list?gameType=${gameType}&vassalage=${vendor}&pageSize=42`, {})) as {
    games: { nodeId: number; gameCode: string }[];
  };
  const nodeId = (gameCode ? list.games.find((game) => game.gameCode === gameCode) : list.games[0])?.nodeId;
  if (nodeId === undefined) throw new Error(`no game ${gameCode ?? ''} of ${vendor} in the list`);
  const sessions: string[] = [];
  for (const member of brand.members) {
    const login = (await expectOk(client, 'POST', '/wps/session/login', {}, { username: member.username, password: PASSWORD })) as {
      token: string;
    };
    const launch = (await expectOk(client, 'POST', '/wps/game/launchGame', { authorization: `Bearer ${login.token}` }, { nodeId })) as {
      url: string;
    };
    const token = new URL(launch.url, 'http://site.test').searchParams.get('token'); // the built-in games' page is relative
    if (!token) throw new Error(`launch answered no token: ${launch.url}`);
    sessions.push(token);
  }
  return sessions;
}

/** `--cpu-prof <dir>`: each server process writes a V8 CPU profile there when it stops. */
const profileArgs = (options: GamesOptions): string[] => (options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProf}`] : []);

async function load(name: string, target: Target, options: GamesOptions): Promise<Measurement> {
  process.stderr.write(`  ${name.padEnd(40)} `);
  const m = await measure(target, options);
  const failures = m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : '';
  process.stderr.write(`${Math.round(m.rps)} req/s, p99 ${m.p99} ms${failures}\n`);
  return m;
}

/** The lobby's calls against the bare route: the game menus and the game list with its filter sets. */
async function lobbyRows(
  section: Section,
  options: GamesOptions,
  base: string,
  bare: BareServer,
  serverPid: number,
  client: JsonClient,
  cacheOff: { bundle: string; member: { username: string; password: string } },
): Promise<Row[]> {
  const headers = { merchant: BRAND };
  for (const path of ['/lgw/games/game_menus', ...LIST_PATHS]) await expectOk(client, 'GET', path, {});
  const requests: autocannon.Request[] = LIST_PATHS.map((path) => ({ method: 'GET', path }));
  const bareM = await load('bare Fastify route', { url: `http://127.0.0.1:${bare.port}/bare`, serverPid: bare.pid }, options);
  const menus = await load('GET /lgw/games/game_menus', { url: `${base}/lgw/games/game_menus`, headers, serverPid }, options);
  const list = await load(
    `GET /lgw/games/list (${LIST_PATHS.length} filters)`,
    { url: `${base}/lgw/games/list`, headers, requests, serverPid },
    options,
  );
  return [
    { database: section.database, target: 'bare Fastify route', measurement: bareM, baseline: null, goal: null },
    { database: section.database, target: 'GET /lgw/games/game_menus', measurement: menus, baseline: bareM, goal: GOAL },
    {
      database: section.database,
      target: `GET /lgw/games/list, ${LIST_PATHS.length} filter sets`,
      measurement: list,
      baseline: bareM,
      goal: GOAL,
    },
    ...(await memberInfoRows({ section, options, bareM, base, serverPid, client, ...cacheOff })),
  ];
}

interface SeamlessRow {
  database: string;
  /**
   * What a round is: the vendor's signed bet and win, a built-in game's play (which makes both
   * in-process), or a bet on a scheduled round at the studio (its win comes when the draw is decided).
   */
  calls: 'vendor bet + win' | 'built-in dice play' | 'studio scheduled bet';
  /** The rewards engine (REWARDS_ENGINE): on counts each bet towards open bonus wagering. */
  engine: 'on' | 'off';
  clients: number;
  result: RoundsResult;
  /** Server CPU time (user + system) per completed round, microseconds. */
  cpuPerRound: number | null;
  violations: string[];
}

/** The ledger's invariants, and the members' balances against funding − stakes + wins (warm-up included). */
async function checkAfter(url: string, brand: FundedBrand, stakes: number, wins: number): Promise<string[]> {
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
    // The wins of bets on scheduled rounds were paid by the scheduler as their draws were decided.
    const scheduled = await sql<{ total: string | number | null }>`
      SELECT SUM(payout) AS total FROM studio_scheduled_bets WHERE status = 'PAID'`.execute(handle.db);
    const expected = brand.members.length * FUNDING - stakes + wins + Number(scheduled.rows[0]?.total ?? 0);
    if (total !== expected) violations.push(`members hold ${total}, expected ${expected} (funding − stakes + wins)`);
    return violations;
  } finally {
    await handle.close();
  }
}

/**
 * The same bet-and-win run on a second server process with the rewards engine off
 * (REWARDS_ENGINE=false): the engine's cost on the spin path is the gap between the two.
 */
async function roundsWithEngineOff(
  section: Section,
  options: GamesOptions,
  bundle: string,
  prepared: Prepared,
  seamless: { vendor: string; secret: string },
): Promise<{ result: RoundsResult; cpuPerRound: number | null }> {
  const env = serverEnv({ DATABASE_URL: section.url, PORT: '0', AUTH_RATE_LIMIT_PER_MINUTE: '100000', REWARDS_ENGINE: 'false' });
  const server = await startServerProcess(env, {
    bundle,
    nodeArgs: profileArgs(options),
    label: `server ${section.database} (rewards engine off)`,
  });
  const client = createJsonClient(server.port, BRAND, options.clients);
  try {
    const sessions = await launchSessions(client, prepared.brand);
    process.stderr.write(`  ${options.clients} players, bet + win, rewards engine off, ${options.duration} s `);
    const cpuBefore = processCpuMs(server.pid);
    const result = await runRounds(client, seamless, sessions, { seconds: options.duration, run: 'off' });
    const cpuAfter = processCpuMs(server.pid);
    process.stderr.write(`${Math.round(result.rounds / (result.elapsedMs / 1000))} rounds/s\n`);
    const cpuPerRound =
      cpuBefore !== null && cpuAfter !== null && result.rounds > 0 ? ((cpuAfter - cpuBefore) * 1000) / result.rounds : null;
    return { result, cpuPerRound };
  } finally {
    await delay(500);
    client.close();
    await server.stop();
  }
}

/** The built-in dice, one game session per member, played on the same server for the same seconds. */
async function builtInRounds(
  client: JsonClient,
  brand: FundedBrand,
  options: GamesOptions,
  serverPid: number,
): Promise<{ result: RoundsResult; cpuPerRound: number | null }> {
  const sessions = await launchSessions(client, brand, ORIGINALS_VENDOR, 'dice');
  process.stderr.write(`  ${options.clients} players, built-in dice, ${options.duration} s `);
  const cpuBefore = processCpuMs(serverPid);
  const result = await runOriginalRounds(client, sessions, { seconds: options.duration });
  const cpuAfter = processCpuMs(serverPid);
  process.stderr.write(`${Math.round(result.rounds / (result.elapsedMs / 1000))} rounds/s\n`);
  const cpuPerRound = cpuBefore !== null && cpuAfter !== null && result.rounds > 0 ? ((cpuAfter - cpuBefore) * 1000) / result.rounds : null;
  return { result, cpuPerRound };
}

/**
 * Bets on the studio's scheduled rounds, one e-lottery line for all members (one game session
 * each), on the same server for the same seconds: the studio's bet row and the wallet's bet.
 */
async function scheduledRounds(
  client: JsonClient,
  brand: FundedBrand,
  options: GamesOptions,
  serverPid: number,
): Promise<{ result: RoundsResult; cpuPerRound: number | null; warmStakes: number }> {
  const list = (await expectOk(client, 'GET', `/lgw/games/list?gameType=ELOTT&vassalage=${SCHEDULED_VENDOR}&pageSize=42`, {})) as {
    games: { gameCode: string; minBet: number }[];
  };
  const entry = list.games[0];
  if (!entry) throw new Error(`no game of ${SCHEDULED_VENDOR} in the list`);
  const sessions = await launchSessions(client, brand, SCHEDULED_VENDOR, entry.gameCode, 'ELOTT');
  // The line's smallest stake: the entry's minimum bet in whole hundreds (docs/studio.md, "Lotteries").
  const target = {
    vendor: SCHEDULED_VENDOR,
    game: entry.gameCode,
    brand: BRAND,
    stake: Math.max(100, Math.ceil(entry.minBet / 100) * 100),
  };
  const warm = options.warmup > 0 ? await runScheduledBets(client, target, sessions, { seconds: options.warmup, run: 'sched-warm' }) : null;
  process.stderr.write(`  ${options.clients} players, scheduled bets, ${options.duration} s `);
  const cpuBefore = processCpuMs(serverPid);
  const result = await runScheduledBets(client, target, sessions, { seconds: options.duration, run: 'sched' });
  const cpuAfter = processCpuMs(serverPid);
  process.stderr.write(`${Math.round(result.rounds / (result.elapsedMs / 1000))} bets/s\n`);
  const cpuPerRound = cpuBefore !== null && cpuAfter !== null && result.rounds > 0 ? ((cpuAfter - cpuBefore) * 1000) / result.rounds : null;
  return { result, cpuPerRound, warmStakes: warm?.stakes ?? 0 };
}

async function runSection(section: Section, options: GamesOptions, bundle: string): Promise<{ rows: Row[]; seamless: SeamlessRow[] }> {
  console.error(`\n${section.database}`);
  process.stderr.write(`  seeding ${options.clients} funded members and the catalogue… `);
  const prepared = await prepare(section.url, options);
  process.stderr.write(`${prepared.games} games\n`);
  const bare = await startBareServer();
  const env = serverEnv({ DATABASE_URL: section.url, PORT: '0', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const server = await startServerProcess(env, { bundle, nodeArgs: profileArgs(options), label: `server ${section.database}` });
  const client = createJsonClient(server.port, BRAND, options.clients);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const rows: Row[] = [];
    const someone = { username: prepared.brand.members[0]!.username, password: PASSWORD };
    if (options.memberInfoOnly) {
      const bareM = await load('bare Fastify route', { url: `http://127.0.0.1:${bare.port}/bare`, serverPid: bare.pid }, options);
      rows.push(
        { database: section.database, target: 'bare Fastify route', measurement: bareM, baseline: null, goal: null },
        ...(await memberInfoRows({ section, options, bareM, base, serverPid: server.pid, client, bundle, member: someone })),
      );
      return { rows, seamless: [] };
    }
    if (options.lobby) rows.push(...(await lobbyRows(section, options, base, bare, server.pid, client, { bundle, member: someone })));

    process.stderr.write(`  launching ${options.clients} game sessions… `);
    const sessions = await launchSessions(client, prepared.brand);
    process.stderr.write('done\n');
    const seamless = { vendor: VENDOR, secret: prepared.secret };
    let stakes = 0;
    let wins = 0;
    if (options.warmup > 0) {
      const warm = await runRounds(client, seamless, sessions, { seconds: options.warmup, run: 'warm' });
      stakes += warm.stakes;
      wins += warm.wins;
    }
    // What autovacuum's ANALYZE would have done by now on a live server: plans for tables that have rows.
    await section.settle();
    process.stderr.write(`  ${options.clients} players, bet + win, ${options.duration} s `);
    const cpuBefore = processCpuMs(server.pid);
    const result = await runRounds(client, seamless, sessions, { seconds: options.duration, run: 'run' });
    const cpuAfter = processCpuMs(server.pid);
    const cpuPerRound =
      cpuBefore !== null && cpuAfter !== null && result.rounds > 0 ? ((cpuAfter - cpuBefore) * 1000) / result.rounds : null;
    stakes += result.stakes;
    wins += result.wins;
    process.stderr.write(`${Math.round(result.rounds / (result.elapsedMs / 1000))} rounds/s\n`);
    const builtIn = await builtInRounds(client, prepared.brand, options, server.pid);
    stakes += builtIn.result.stakes;
    wins += builtIn.result.wins;
    const scheduled = await scheduledRounds(client, prepared.brand, options, server.pid);
    stakes += scheduled.warmStakes + scheduled.result.stakes;
    const off = await roundsWithEngineOff(section, options, bundle, prepared, seamless);
    stakes += off.result.stakes;
    wins += off.result.wins;
    await delay(500);
    const violations = await checkAfter(section.url, prepared.brand, stakes, wins);
    const common = { database: section.database, clients: options.clients, violations };
    return {
      rows,
      seamless: [
        { ...common, calls: 'vendor bet + win', engine: 'on', result, cpuPerRound },
        { ...common, calls: 'vendor bet + win', engine: 'off', result: off.result, cpuPerRound: off.cpuPerRound },
        { ...common, calls: 'built-in dice play', engine: 'on', ...builtIn },
        { ...common, calls: 'studio scheduled bet', engine: 'on', result: scheduled.result, cpuPerRound: scheduled.cpuPerRound },
      ],
    };
  } finally {
    await delay(500); // answers still on the way when autocannon or the clients stopped
    client.close();
    await server.stop();
    await bare.stop();
  }
}

const SEAMLESS_HEADERS = [
  'Database',
  'round',
  'rewards engine',
  'players',
  'rounds/s',
  'round p50 ms',
  'round p99 ms',
  'server CPU µs/round',
  'refused',
  'no answer',
  'ledger',
];

function seamlessCells(row: SeamlessRow): string[] {
  const { result: r } = row;
  const refused = [...r.failures.values()].reduce((sum, n) => sum + n, 0);
  return [
    row.database,
    row.calls,
    row.engine,
    String(row.clients),
    String(Math.round(r.rounds / (r.elapsedMs / 1000))),
    percentile(r.latencies, 50).toFixed(1),
    percentile(r.latencies, 99).toFixed(1),
    row.cpuPerRound === null ? '-' : String(Math.round(row.cpuPerRound)),
    String(refused),
    String(r.errors),
    row.violations.length === 0 ? 'OK' : `${row.violations.length} VIOLATIONS`,
  ];
}

function seamlessText(rows: SeamlessRow[]): string {
  const table = [SEAMLESS_HEADERS, ...rows.map(seamlessCells)];
  const widths = SEAMLESS_HEADERS.map((_, col) => Math.max(...table.map((line) => (line[col] ?? '').length)));
  const format = (line: string[]) =>
    line.map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0))).join('  ');
  return [format(SEAMLESS_HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((row) => format(seamlessCells(row)))].join(
    '\n',
  );
}

function seamlessMarkdown(rows: SeamlessRow[]): string {
  const line = (items: string[]) => `| ${items.join(' | ')} |`;
  return [
    line(SEAMLESS_HEADERS),
    line(SEAMLESS_HEADERS.map((_, col) => (col === 0 ? '---' : '---:'))),
    ...rows.map((row) => line(seamlessCells(row))),
  ].join('\n');
}

async function main(): Promise<void> {
  let options: GamesOptions | null;
  try {
    options = parseGamesOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${GAMES_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (!options) return void console.log(GAMES_USAGE);
  console.error(
    `Node ${process.version}, ${cpus().length} CPUs; ${options.connections} connections, ${options.clients} players; ` +
      `${options.warmup} s warm-up + ${options.duration} s each; catalogue demoCatalogue(${options.scale})`,
  );
  const bundle = await bundleServer();
  const rows: Row[] = [];
  const seamlessRows: SeamlessRow[] = [];
  try {
    const sections = options.sqlite ? [await sqliteSection('games')] : [];
    const postgres = options.postgresUrl ? await postgresSection(options.postgresUrl) : null;
    if (postgres) sections.push(postgres);
    for (const section of sections) {
      try {
        const result = await runSection(section, options, bundle);
        rows.push(...result.rows);
        seamlessRows.push(...result.seamless);
      } finally {
        await section.drop();
      }
    }
  } finally {
    await rm(bundle, { force: true });
  }
  let pgbench: number | null = null;
  if (options.postgresUrl && seamlessRows.some((row) => row.database === 'PostgreSQL')) {
    // PostgreSQL's own ceiling in the same run: pgbench's TPC-B-like transactions at as many clients as players.
    console.error('\nPostgreSQL, pgbench');
    const run = await pgbenchTps(options.postgresUrl, [options.clients], options.duration);
    if ('skipped' in run) console.error(`  ${run.skipped}`);
    else pgbench = run.runs.get(options.clients)?.tps ?? null;
  }
  const rate = (row: SeamlessRow) => row.result.rounds / (row.result.elapsedMs / 1000);
  const ratios = seamlessRows
    .filter((row) => row.engine === 'on' && row.calls === 'vendor bet + win')
    .map((on) => {
      const off = seamlessRows.find((row) => row.engine === 'off' && row.database === on.database);
      const ratio = off && rate(off) > 0 ? rate(on) / rate(off) : 0;
      return `${on.database}: rewards engine on/off = ${ratio.toFixed(2)} (goal ≥ 0.80) ${ratio >= 0.8 ? 'OK' : 'BELOW GOAL'}`;
    });
  const goals = goalLines(
    seamlessRows.filter((row) => row.engine === 'on' && row.calls === 'vendor bet + win'),
    pgbench,
  );
  const checks = seamlessRows.flatMap((row) => [
    ...(row.engine === 'on' && row.calls === 'vendor bet + win'
      ? [
          `${row.database}: ${row.violations.length === 0 ? 'ledger invariants hold; members hold funding − stakes + wins' : `${row.violations.length} VIOLATIONS`}`,
          ...row.violations.map((violation) => `  ${violation}`),
        ]
      : []),
    ...[...row.result.failures].map(([label, n]) => `  ${row.database}, ${row.calls}, engine ${row.engine}: refused ${label} × ${n}`),
  ]);
  console.log(
    `\n${textTable(rows)}\n\n${LEGEND}\n\n${seamlessText(seamlessRows)}\n\n${goals.join('\n')}\n${ratios.join('\n')}\n${checks.join('\n')}\n`,
  );
  console.log(`Markdown (for docs/performance.md):\n\n${markdownTable(rows)}\n\n${seamlessMarkdown(seamlessRows)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
