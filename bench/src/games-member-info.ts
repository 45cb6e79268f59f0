import { serverEnv, startServerProcess } from '@panalo/server/test-support/server-process.test-kit';
import type { Section } from './database-sections';
import type { GamesOptions } from './games-options';
import { createJsonClient, type JsonClient } from './json-client';
import { measure, type Measurement } from './measure';
import type { Row } from './report';

const GOAL_CACHE_OFF = 0.3;

async function bearerOf(client: JsonClient, member: { username: string; password: string }): Promise<Record<string, string>> {
  const login = await client.call('POST', '/wps/session/login', {}, member);
  const token = (login.body.value as { token?: string } | undefined)?.token;
  if (login.status !== 200 || !token) throw new Error(`log-in for member info: HTTP ${login.status} ${JSON.stringify(login.body)}`);
  return { authorization: `Bearer ${token}` };
}

async function load(name: string, url: string, headers: Record<string, string>, serverPid: number, options: GamesOptions) {
  process.stderr.write(`  ${name.padEnd(40)} `);
  const m = await measure({ url, headers, serverPid }, options);
  process.stderr.write(`${Math.round(m.rps)} req/s, p99 ${m.p99} ms\n`);
  return m;
}

/**
 * `GET /wps/member/info` against the bare route: on the lobby's server (the session cache on, its
 * default) and on a second server process with `SESSION_CACHE_SECONDS=0`, where every call reads
 * the member's session from the database: what a deployment that cannot use the cache gets.
 */
export async function memberInfoRows(input: {
  section: Section;
  options: GamesOptions;
  bareM: Measurement;
  base: string;
  serverPid: number;
  client: JsonClient;
  bundle: string;
  member: { username: string; password: string };
}): Promise<Row[]> {
  const { section, options, bareM } = input;
  const cached = await load(
    'GET /wps/member/info',
    `${input.base}/wps/member/info`,
    { merchant: 'gamesbench', ...(await bearerOf(input.client, input.member)) },
    input.serverPid,
    options,
  );
  const env = serverEnv({ DATABASE_URL: section.url, PORT: '0', AUTH_RATE_LIMIT_PER_MINUTE: '100000', SESSION_CACHE_SECONDS: '0' });
  const server = await startServerProcess(env, {
    bundle: input.bundle,
    nodeArgs: options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProf}`] : [],
    label: `server ${section.database} (session cache off)`,
  });
  const client = createJsonClient(server.port, 'gamesbench', 1);
  try {
    const headers = { merchant: 'gamesbench', ...(await bearerOf(client, input.member)) };
    const off = await load(
      'GET /wps/member/info, cache off',
      `http://127.0.0.1:${server.port}/wps/member/info`,
      headers,
      server.pid,
      options,
    );
    return [
      { database: section.database, target: 'GET /wps/member/info', measurement: cached, baseline: bareM, goal: null },
      {
        database: section.database,
        target: 'GET /wps/member/info, SESSION_CACHE_SECONDS=0',
        measurement: off,
        baseline: bareM,
        goal: GOAL_CACHE_OFF,
      },
    ];
  } finally {
    client.close();
    await server.stop();
  }
}
