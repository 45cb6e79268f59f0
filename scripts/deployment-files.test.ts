import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The image cannot be built on every machine that runs the tests; what can go wrong without a
// build is checked here: the stages and what they copy, the user, the command, and the compose file.

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Instruction {
  stage: string;
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions with the stage each belongs to (line continuations joined). */
function instructions(text: string): Instruction[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  let stage = '';
  return lines.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') stage = /\sAS\s+(\S+)/i.exec(line)?.[1] ?? '';
    return { stage, keyword: keyword.toUpperCase(), args };
  });
}

describe('the container image and the compose file', () => {
  const steps = instructions(read('Dockerfile'));
  const stages = steps.filter((step) => step.keyword === 'FROM').map((step) => step.stage);
  const final = steps.filter((step) => step.stage === stages.at(-1));

  it('builds in named stages and runs the built server as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.every(Boolean), 'every stage has a name').toBe(true);
    const user = final.filter((step) => step.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    const command = final.find((step) => step.keyword === 'CMD')?.args ?? '';
    expect(command).toContain('apps/server/dist/main.js');
    expect(command).not.toContain('tsx');
    expect(final.some((step) => step.keyword === 'HEALTHCHECK' && step.args.includes('/health/live'))).toBe(true);
    // The runtime has no toolchain and no development packages.
    expect(final.some((step) => step.keyword === 'RUN' && /npm (ci|install)/.test(step.args))).toBe(false);
  });

  it('copies only from earlier stages, and every workspace manifest npm ci needs', () => {
    for (const [index, step] of steps.entries()) {
      const from = /--from=(\S+)/.exec(step.args)?.[1];
      if (!from) continue;
      const earlier = steps
        .slice(0, index)
        .filter((s) => s.keyword === 'FROM')
        .map((s) => s.stage);
      expect(earlier, `${step.keyword} ${step.args}`).toContain(from);
    }
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    // A stage built FROM an earlier one has that stage's files too.
    const baseOf = new Map(steps.filter((s) => s.keyword === 'FROM').map((s) => [s.stage, s.args.split(/\s+/)[0]!]));
    const lineage = (stage: string): string[] => {
      const base = baseOf.get(stage);
      return base && stages.includes(base) ? [stage, ...lineage(base)] : [stage];
    };
    for (const stage of stages) {
      const copied = steps
        .filter((step) => lineage(stage).includes(step.stage) && step.keyword === 'COPY' && !step.args.includes('--from'))
        .map((s) => s.args);
      const installs = steps.some((step) => step.stage === stage && step.keyword === 'RUN' && step.args.includes('npm ci'));
      if (!installs) continue;
      for (const workspace of workspaces) {
        expect(existsSync(join(root, workspace, 'package.json'))).toBe(true);
        expect(copied, `stage ${stage} copies ${workspace}/package.json before npm ci`).toContain(
          `${workspace}/package.json ${workspace}/`,
        );
      }
    }
  });

  it('runs the API behind a balancer with PostgreSQL and Redis, production settings and no demo', () => {
    const compose = parse(read('deploy/compose.yaml')) as {
      services: Record<
        string,
        { environment?: Record<string, string>; build?: { context: string; dockerfile: string }; depends_on?: unknown }
      >;
    };
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'api', 'balancer']));
    const api = compose.services.api!;
    expect(existsSync(join(root, 'deploy', api.build!.context, api.build!.dockerfile))).toBe(true);
    expect(api.environment?.NODE_ENV).toBe('production');
    expect(api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(api.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(api.environment?.SEED_DEMO).toBeUndefined();
    expect(read('deploy/nginx.conf')).toContain('proxy_pass');
  });
});
